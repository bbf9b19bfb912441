import { ENTRIES } from '../../resources/kit/registry';
import { folderScreens } from '../../resources/kit/resourceScreens';
import { findRoute } from '../../base/routes/catalogue';
import { lazyScreen, type Screen } from '../../ui/lazyScreen';
import { ensureResourceMessages } from '../../resources/texts';

/**
 * The built screens, by catalogue path: each a lazy chunk, loaded when first opened. The shell's own pages, then
 * every screen the resource folders register (resources/registry.ts). A catalogue route with no screen here is left
 * out of the menu and answers /404.
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
    // The dashboard's texts of what needs doing come with it (resources/dashboard/messages.*.ts).
    '/dashboard': lazyScreen(() => Promise.all([import('../pages/DashboardPage'), ensureResourceMessages(['dashboard'])]).then(([page]) => page)),
    '/404': lazyScreen(() => import('../pages/NotFoundPage')),
    '/401': lazyScreen(() => import('../pages/UnauthorizedPage')),
    '/permission/user/changePassword': lazyScreen(() => import('../pages/ChangePasswordPage')),
    ...folderScreens(ENTRIES),
};

export const BUILT_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));

/**
 * Loads the screen at `pathname` (the page the app opens on) while the rest of the app starts: its chunks and texts
 * arrive alongside the mock's and the language's, not after the session. Never fails: a screen that does not load
 * says so when it renders.
 */
export const preloadScreenAt = async (pathname: string): Promise<void> => {
    const route = findRoute(pathname);
    await SCREENS[route?.path ?? '']?.preload().catch(() => undefined);
};
