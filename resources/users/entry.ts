import type { FolderEntry } from '../kit/types';

/**
 * The /permission staff accounts. Users are not a REST collection (their calls are spec section 7's), so their
 * screens are react-admin views of their own over the `users` data provider rather than kit screens.
 */
export const entry: FolderEntry = {
    collection: 'users',
    pages: {
        '/permission/user': () => import('./UserList'),
        '/permission/user/add': () => import('./UserCreate'),
        '/permission/user/edit/:id': () => import('./UserEdit'),
        '/permission/user/AssignRoles/:id': () => import('./AssignRolesPage'),
    },
    texts: ['roles'],
};
