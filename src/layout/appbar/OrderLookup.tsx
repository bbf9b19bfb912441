import { lazy, Suspense } from 'react';
import { findRoute } from '../../../base/routes/catalogue';
import { isRouteOpen } from '../../../base/routes/visibility';
import { useViewer } from '../../../ui/session/useViewer';
import { BUILT_SCREENS } from '../../routes/screens';
import { ORDER_DETAIL_SAMPLE_PATH } from '../../../resources/order-lookup/lookup';
import { ensureResourceMessages } from '../../../resources/texts';

/** The field and its texts, loaded after the first visit (the first screen's budget), only for those who see it. */
const OrderLookupField = lazy(async () => {
    const [module] = await Promise.all([import('../../../resources/order-lookup/OrderLookupField'), ensureResourceMessages(['order-lookup'])]);
    return module;
});

/**
 * The top bar's order lookup (any order from anywhere), only for users who may open an order's page on the chosen
 * site: the catalogue's rule, as the menu and the route guard apply it.
 */
export const OrderLookup = ({ built = BUILT_SCREENS }: { built?: ReadonlySet<string> }) => {
    const viewer = useViewer();
    const route = findRoute(ORDER_DETAIL_SAMPLE_PATH);
    if (!viewer?.siteCode || !route || !isRouteOpen(route, viewer, built)) return null;
    return (
        <Suspense fallback={null}>
            <OrderLookupField />
        </Suspense>
    );
};

export default OrderLookup;
