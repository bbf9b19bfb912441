import { RESOURCES } from '../../resources/registry';
import { resourceScreens } from '../../resources/kit/resourceScreens';
import { ensureResourceMessages } from '../../providers/i18nProvider';
import { USER_SCREENS } from '../../resources/users/userScreens';
import { findRoute } from './catalogue';
import { lazyScreen, type Screen } from './lazyScreen';

/** A page that shows resource texts: it loads with them (and with the kit's and files module's, which every one gets). */
const withTexts =
    <T>(load: () => Promise<T>, collections: readonly string[] = []) =>
    () =>
        Promise.all([load(), ensureResourceMessages(collections)]).then(([module]) => module);

/** The order statistics (two catalogue screens, one page with its charts): it loads with the orders' texts. */
const orderStatistics = withTexts(() => import('../../resources/orders/OrderStatisticsPage'), ['orders']);

/**
 * The built screens, by catalogue path: each a lazy chunk, loaded when first opened. A catalogue route with no entry
 * here has no screen: the menu leaves it out and the route answers /404 (there are no placeholder pages).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
    '/dashboard': lazyScreen(() => import('../pages/DashboardPage')),
    '/404': lazyScreen(() => import('../pages/NotFoundPage')),
    '/401': lazyScreen(() => import('../pages/UnauthorizedPage')),
    '/permission/user/changePassword': lazyScreen(() => import('../pages/ChangePasswordPage')),
    '/template/table': lazyScreen(() => import('../pages/TemplateTablePage')),
    // The task centre's texts are the files module's.
    '/async-task': lazyScreen(withTexts(() => import('../../resources/async-tasks/AsyncTaskList'))),
    '/resources/minify': lazyScreen(() => import('../pages/MinifyPage')),
    '/serviceSite/storePage': lazyScreen(() => import('../../resources/store-addresses/StorePreview')),
    '/orders/Statistics': lazyScreen(orderStatistics),
    '/orders/chart': lazyScreen(orderStatistics),
    // The staff accounts of /permission (react-admin views over the section 7 calls).
    ...USER_SCREENS,
    // Every resource made with the kit, at its catalogue paths (resources/registry.ts).
    ...resourceScreens(RESOURCES),
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
