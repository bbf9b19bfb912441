import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArrayInput, required, SimpleFormIterator, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../ui';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { LINE_FIELDS, PAYMENT_FIELDS, totalsOf } from './lines';

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
    const totals = totalsOf({ lines, payments });
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

const INPUTS = {
    lines: <RowsInput source="lines" fields={LINE_FIELDS} title={`${R}.line.title`} number={`${R}.line.number`} requiredList />,
    payments: <RowsInput source="payments" fields={PAYMENT_FIELDS} title={`${R}.payment.title`} number={`${R}.payment.number`} requiredList={false} />,
};

/** The record page of the kit, with lines and payments edited as rows and the order's figures beside them. */
const B2bOrderRecordPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { edit: B2bOrderRecordPage, create: B2bOrderRecordPage };
export default views;
