import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { RESOURCES } from '../../resources/registry';
import { resourceScreens } from '../../resources/kit/resourceScreens';
import { ensureResourceMessages } from '../../providers/i18nProvider';
import { USER_SCREENS } from '../../resources/users/userScreens';

type Screen = LazyExoticComponent<ComponentType>;

/** A page that shows resource texts: it loads with them (and with the kit's and files module's, which every one gets). */
const withTexts =
    <T>(load: () => Promise<T>, collections: readonly string[] = []) =>
    () =>
        Promise.all([load(), ensureResourceMessages(collections)]).then(([module]) => module);

/** The order statistics (two catalogue screens, one page with its charts): it loads with the orders' texts. */
const orderStatistics = withTexts(() => import('../../resources/orders/OrderStatisticsPage'), ['orders']);

/**
 * The built screens, by catalogue path: each a lazy chunk, loaded when first opened. A catalogue route without an
 * entry here is not built yet: it is out of the menu and answers /404 (no placeholder pages).
 */
export const SCREENS: Readonly<Record<string, Screen>> = {
    '/dashboard': lazy(() => import('../pages/DashboardPage')),
    '/404': lazy(() => import('../pages/NotFoundPage')),
    '/401': lazy(() => import('../pages/UnauthorizedPage')),
    '/permission/user/changePassword': lazy(() => import('../pages/ChangePasswordPage')),
    '/template/table': lazy(() => import('../pages/TemplateTablePage')),
    // The task centre's texts are the files module's.
    '/async-task': lazy(withTexts(() => import('../../resources/async-tasks/AsyncTaskList'))),
    '/resources/minify': lazy(() => import('../pages/MinifyPage')),
    '/serviceSite/storePage': lazy(() => import('../../resources/store-addresses/StorePreview')),
    '/orders/Statistics': lazy(orderStatistics),
    '/orders/chart': lazy(orderStatistics),
    // The staff accounts of /permission (react-admin views over the section 7 calls).
    ...USER_SCREENS,
    // Every resource made with the kit, at its catalogue paths (resources/registry.ts).
    ...resourceScreens(RESOURCES),
};

export const BUILT_SCREENS: ReadonlySet<string> = new Set(Object.keys(SCREENS));
