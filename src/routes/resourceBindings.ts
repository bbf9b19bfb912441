import { RESOURCES } from '../../resources/registry';
/**
 * Which screens (catalogue paths) work on which REST collection (react-admin resource). Pure data, read by the
 * app's canAccess (a resource is open when any of its screens is) and by the mock backend (a collection answers
 * the accounts granted any of those screens' codes): one table, so the two cannot disagree.
 */
export const RESOURCE_SCREENS: Readonly<Record<string, readonly string[]>> = {
    // The kit's resources: their screens are their registry paths, and the other screens that read them.
    ...Object.fromEntries(RESOURCES.map(entry => [entry.collection, [...Object.values(entry.paths), ...(entry.alsoReadBy ?? [])]])),
    'async-tasks': ['/async-task'],
    'template-rows': ['/template/table'],
    // Staff accounts: react-admin's resource over the section 7 calls (providers/adminUsersProvider.ts), no REST.
    users: ['/permission/user', '/permission/user/add', '/permission/user/edit/:id', '/permission/user/AssignRoles/:id'],
};
