import { useEffect, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArrayInput, required, SimpleFormIterator, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { description } from './index';
import { LINE_FIELDS, PAYMENT_FIELDS, totalsOf } from './lines';
import { supplyTypeOf } from './supply';

const COLLECTION = 'b2b-orders';
const R = `resources.${COLLECTION}`;
const REQUIRED = [required()];

/** A row input: the kit's own for the field's type, sized for one row. */
const rowInput = (field: FieldDescription): ReactElement => (
    <Box key={field.source} sx={{ flex: field.type === 'ref' ? '2 1 240px' : '1 1 120px', minWidth: 0 }}>
        {inputFor(COLLECTION, field, field.required ? REQUIRED : undefined)}
    </Box>
);

/** What the order comes to as lines and payments stand: the server computes the stored figures the same way (lines.ts). */
const Summary = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const lines = useWatch({ name: 'lines' }) as unknown;
    const payments = useWatch({ name: 'payments' }) as unknown;
    const supplyType = useWatch({ name: 'supplyType' }) as unknown;
    const totals = totalsOf({ lines, payments, supplyType });
    const money = (amount: number) => formatMoney(amount, siteCode);
    return (
        <Typography variant="body2" color="text.secondary" sx={{ my: 2 }} aria-live="polite">
            {translate(`${R}.line.summary`, {
                qty: totals.totalQty,
                taxable: money(totals.taxableValue),
                gst: money(totals.gstAmount),
                total: money(totals.totalAmount),
                paid: money(totals.paidAmount),
                due: money(totals.dueAmount),
            })}
        </Typography>
    );
};

/** One list of rows (lines or payments), labelled by its rows' inputs; the order's rules speak at the list. */
const RowsInput = ({ source, fields, title, number, requiredList }: { source: string; fields: readonly FieldDescription[]; title: string; number: string; requiredList: boolean }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source={source} label={title} validate={requiredList ? REQUIRED : undefined}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate(number, { line: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {fields.map(rowInput)}
                </SimpleFormIterator>
            </ArrayInput>
            <Summary />
        </Box>
    );
};

/**
 * The supply type from the chosen warehouse's and customer's states (supply.ts, the rule the server checks), set on
 * the order as they change, and said in words: CGST + SGST within a state, IGST across.
 */
const SupplyType = () => {
    const translate = useTranslate();
    const { setValue } = useFormContext();
    const warehouseId = useWatch({ name: 'warehouseId' }) as unknown;
    const customerId = useWatch({ name: 'customerId' }) as unknown;
    const chosen = (id: unknown) => id !== undefined && id !== null && id !== '';
    const { data: warehouse } = useGetOne('warehouses', { id: warehouseId as string }, { enabled: chosen(warehouseId) });
    const { data: customer } = useGetOne('b2b-customers', { id: customerId as string }, { enabled: chosen(customerId) });
    const known = chosen(warehouseId) && chosen(customerId) && warehouse !== undefined && customer !== undefined;
    const supplyType = known ? supplyTypeOf(warehouse.stateId, customer.stateId) : undefined;
    const current = useWatch({ name: 'supplyType' }) as unknown;
    useEffect(() => {
        if (supplyType && current !== supplyType) setValue('supplyType', supplyType, { shouldDirty: true });
    }, [supplyType, current, setValue]);
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {translate(supplyType === 'intra_state' ? `${R}.line.supply_intra` : supplyType === 'inter_state' ? `${R}.line.supply_inter` : `${R}.line.supply_pick`)}
        </Typography>
    );
};

const WAREHOUSE_FIELD = description.fields.find(field => field.source === 'warehouseId')!;

const INPUTS = {
    warehouseId: (
        <Box sx={{ width: '100%' }}>
            {inputFor(COLLECTION, WAREHOUSE_FIELD, REQUIRED)}
            <SupplyType />
        </Box>
    ),
    lines: <RowsInput source="lines" fields={LINE_FIELDS} title={`${R}.line.title`} number={`${R}.line.number`} requiredList />,
    payments: <RowsInput source="payments" fields={PAYMENT_FIELDS} title={`${R}.payment.title`} number={`${R}.payment.number`} requiredList={false} />,
};

/** The record page of the kit, with lines and payments edited as rows and the order's figures beside them. */
const B2bOrderRecordPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { edit: B2bOrderRecordPage, create: B2bOrderRecordPage };
export default views;
