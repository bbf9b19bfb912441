import { lazy, Suspense, useState } from 'react';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { GrantedOnly, formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { OrderIdInput } from '../order-common/OrderIdInput';
import type { LookedUpOrder } from '../order-common/orderLookup';

const KitRecordDialog = lazy(() => import('../kit/KitRecordDialog').then(module => ({ default: module.KitRecordDialog })));

/** The refund button's resource code (showBtn): the refund screen's own. */
export const REFUND_CODE = 'orders:refund';

/** The order number, looked up: the form then holds the order's paid and refunded amounts, which the refund rule reads. */
const RefundOrderInput = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const { setValue } = useFormContext();
    const take = (order: LookedUpOrder | undefined) => {
        setValue('paidAmount', order?.paidAmount ?? null);
        setValue('refundedAmount', order?.refundedAmount ?? null);
    };
    return (
        <OrderIdInput
            collection="refunds"
            onFound={take}
            summary={order =>
                translate('resources.refunds.lookup.refundable', {
                    paid: formatMoney(order.paidAmount, siteCode),
                    refunded: formatMoney(order.refundedAmount, siteCode),
                    refundable: formatMoney(order.refundable, siteCode),
                })
            }
        />
    );
};

/**
 * The refund list (the kit's) and its refund action: a dialog with the kit's form of a refund, its order number
 * looked up first. The amount is checked by the refund rule in the form and again by the server; a refusal keeps
 * every input.
 */
const RefundList = () => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <KitList
                actions={
                    <GrantedOnly code={REFUND_CODE}>
                        <Button label="resources.refunds.actions.refund" onClick={() => setOpen(true)}>
                            <PaymentsIcon />
                        </Button>
                    </GrantedOnly>
                }
            />
            {open && (
                <Suspense fallback={null}>
                    <KitRecordDialog title="resources.refunds.actions.refund" inputs={{ orderId: <RefundOrderInput /> }} onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </>
    );
};

const views: Partial<ResourceViews> = { list: RefundList };

export default views;
