import type { ComponentType } from 'react';
import { ensureResourceMessages } from '../../providers/i18nProvider';
import { lazyScreen, type Screen } from '../../src/routes/lazyScreen';

/** A user screen: its code and the users' and roles' texts load together, when it is first opened. */
const screen = (load: () => Promise<{ default: ComponentType }>): Screen =>
    lazyScreen(async () => {
        const [module] = await Promise.all([load(), ensureResourceMessages(['users', 'roles'])]);
        return module;
    });

/**
 * The /permission user screens by catalogue path. Users are not a REST collection (their calls are spec section
 * 7's), so they are react-admin views of their own over the `users` data provider rather than kit screens.
 */
export const USER_SCREENS: Readonly<Record<string, Screen>> = {
    '/permission/user': screen(() => import('./UserList')),
    '/permission/user/add': screen(() => import('./UserCreate')),
    '/permission/user/edit/:id': screen(() => import('./UserEdit')),
    '/permission/user/AssignRoles/:id': screen(() => import('./AssignRolesPage')),
};
