import { lazy, Suspense, useState, type ReactElement } from 'react';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { Button, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { GrantedOnly } from '../../ui';
import { inputFor } from '../kit/fields';
import { KitList } from '../kit/KitList';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { OrderIdInput } from '../order-common/OrderIdInput';
import type { LookedUpOrder } from '../order-common/orderLookup';
import { MODIFIED_FIELDS, type ModifyType } from './rules';
import { description } from './index';

const COLLECTION = 'order-modifications';

/** The change button's resource code (showBtn): the change screen's own. */
export const MODIFY_CODE = 'orders:modify';

/** The order number, looked up: the form then holds the order's status (the rule reads it) and starts from its values. */
const ModifyOrderInput = () => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const take = (order: LookedUpOrder | undefined) => {
        setValue('orderStatus', order?.orderStatus ?? null);
        if (!order) return;
        for (const source of [...MODIFIED_FIELDS.address, ...MODIFIED_FIELDS.contact]) {
            setValue(source, order[source as keyof LookedUpOrder] ?? '', { shouldDirty: true });
        }
    };
    return (
        <OrderIdInput
            collection={COLLECTION}
            onFound={take}
            summary={order =>
                translate('resources.order-modifications.lookup.current', {
                    ...order,
                    status: translate(`resources.order-modifications.choices.orderStatus.${order.orderStatus}`),
                })
            }
        />
    );
};

/** A new value's input, shown only for the kind of change it belongs to (MODIFIED_FIELDS). */
const ValueInput = ({ type, field }: { type: ModifyType; field: FieldDescription }) => {
    const chosen = useWatch({ name: 'modifyType' }) as ModifyType | undefined;
    return chosen === type ? inputFor(COLLECTION, field) : null;
};

const valueInputs: Record<string, ReactElement> = Object.fromEntries(
    (Object.entries(MODIFIED_FIELDS) as [ModifyType, readonly string[]][]).flatMap(([type, sources]) =>
        sources.map(source => [source, <ValueInput type={type} field={description.fields.find(field => field.source === source)!} />]),
    ),
);

/**
 * The change records (the kit's list; a record's page is the kit's read-only one) and the change action: a dialog
 * with the kit's form, its order number looked up first, then the new address or contact. The server applies the
 * change to the order and records the old and new values; a refusal keeps every input.
 */
const ModificationList = () => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <KitList
                actions={
                    <GrantedOnly code={MODIFY_CODE}>
                        <Button label="resources.order-modifications.actions.change" onClick={() => setOpen(true)}>
                            <EditLocationAltIcon />
                        </Button>
                    </GrantedOnly>
                }
            />
            {open && (
                <Suspense fallback={null}>
                    <KitRecordDialog
                        title="resources.order-modifications.actions.change"
                        inputs={{ orderId: <ModifyOrderInput />, ...valueInputs }}
                        onClose={() => setOpen(false)}
                    />
                </Suspense>
            )}
        </>
    );
};

const KitRecordDialog = lazy(() => import('../kit/KitRecordDialog').then(module => ({ default: module.KitRecordDialog })));

const views: Partial<ResourceViews> = { list: ModificationList };

export default views;
