import { cloneElement, type ReactElement } from 'react';
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
import { LINE_FIELDS, totalsOf, type PurchaseOrderLine } from './lines';

const COLLECTION = 'purchase-orders';
const REQUIRED = [required()];

/** What a new line starts with: India's GST on phones, nothing received yet. */
const LINE_DEFAULTS: Readonly<Record<string, unknown>> = { taxRate: 0.18, receivedQty: 0 };

/** A line input: the kit's own for the field's type (a reference autocomplete, a number), sized for one row. */
const lineInput = (field: FieldDescription): ReactElement => {
    const input = inputFor(COLLECTION, field, field.required ? REQUIRED : undefined);
    const defaultValue = LINE_DEFAULTS[field.source];
    return (
        <Box key={field.source} sx={{ flex: field.type === 'ref' ? '2 1 220px' : '1 1 110px', minWidth: 0 }}>
            {defaultValue === undefined ? input : cloneElement(input as ReactElement<{ defaultValue?: unknown }>, { defaultValue })}
        </Box>
    );
};

/** The order's totals as the lines stand (the server computes the stored ones the same way, lines.ts). */
const LinesSummary = () => {
    const translate = useTranslate();
    const siteCode = useSessionUser()?.site?.siteCode;
    const lines = useWatch({ name: 'lines' }) as PurchaseOrderLine[] | undefined;
    const totals = totalsOf({ lines });
    return (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} aria-live="polite">
            {translate('resources.purchase-orders.line.summary', {
                lines: totals.lineCount,
                qty: totals.totalQty,
                amount: formatMoney(totals.totalAmount, siteCode),
            })}
        </Typography>
    );
};

/**
 * A purchase order's lines as rows: react-admin's ArrayInput and SimpleFormIterator around the kit's own
 * inputs of each line field (lines.ts), labelled `resources.purchase-orders.fields.lines.{source}`. The order's
 * rules (rules.ts) check them as a whole and speak at `lines`, naming the line.
 */
const LinesInput = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source="lines" label="resources.purchase-orders.line.title" validate={REQUIRED}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate('resources.purchase-orders.line.number', { line: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {LINE_FIELDS.map(lineInput)}
                </SimpleFormIterator>
            </ArrayInput>
            <LinesSummary />
        </Box>
    );
};

const PurchaseOrderForm = () => <KitForm inputs={{ lines: <LinesInput /> }} />;

/** The record page of the kit, with the lines edited as rows. */
const PurchaseOrderRecordPage = () => <KitRecordPage form={<PurchaseOrderForm />} />;

const views: Partial<ResourceViews> = { edit: PurchaseOrderRecordPage, create: PurchaseOrderRecordPage };

export default views;
