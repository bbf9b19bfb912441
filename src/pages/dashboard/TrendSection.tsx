import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ensureResourceMessages } from '../../../resources/texts';
import { useSettled } from './useSettled';

/** The trend's chunk (the charts library with it) and the order texts it shows, loaded the first time it is shown. */
const OrderTrend = lazy(async () => {
    const [module] = await Promise.all([import('../../../resources/orders/OrderTrend'), ensureResourceMessages(['orders'])]);
    return module;
});

/** The dashboard's look at the order trend, for users who may open the order statistics. */
export const TrendSection = () => {
    const translate = useTranslate();
    // Loaded and asked for once the dashboard has been shown for a moment, like its counts.
    if (!useSettled()) return <LinearProgress aria-label={translate('ra.page.loading')} />;
    return (
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>
            <OrderTrend />
        </Suspense>
    );
};
