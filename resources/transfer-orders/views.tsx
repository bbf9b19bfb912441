import { type MouseEvent, type ReactElement } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArrayInput, Link, required, SimpleFormIterator, useGetList, useRecordContext, useSimpleFormIteratorItem, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { inputFor } from '../kit/fields';
import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { FieldDescription, ResourceViews } from '../kit/types';
import { LINE_FIELDS } from './lines.fields';
import { detailPath } from './paths';

const COLLECTION = 'transfer-orders';
const REQUIRED = [required()];

const lineInput = (field: FieldDescription): ReactElement => (
    <Box key={field.source} sx={{ flex: field.type === 'ref' ? '2 1 260px' : '1 1 110px', minWidth: 0 }}>
        {inputFor(COLLECTION, field, field.required ? REQUIRED : undefined)}
    </Box>
);

/** The line's sellable stock at the chosen source (the server's stock levels, the figure it checks on saving). */
const SellableAtSource = () => {
    const translate = useTranslate();
    const { index } = useSimpleFormIteratorItem();
    const from = useWatch({ name: 'fromWarehouseId' }) as unknown;
    const skuId = useWatch({ name: `lines.${index}.skuId` }) as unknown;
    const chosen = from !== undefined && from !== null && from !== '' && skuId !== undefined && skuId !== null && skuId !== '';
    const { data } = useGetList('stocks', { filter: { warehouseId: from, skuId }, pagination: { page: 1, perPage: 1 } }, { enabled: chosen });
    return (
        <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px', alignSelf: 'center' }} aria-live="polite">
            {chosen && data ? translate('resources.transfer-orders.line.sellable', { qty: data[0]?.availableQty ?? 0 }) : translate('resources.transfer-orders.line.pick_source')}
        </Typography>
    );
};

/** The transfer's lines as rows: a SKU, a quantity, and what the source may sell of it. */
const LinesInput = () => {
    const translate = useTranslate();
    return (
        <Box sx={{ width: '100%' }}>
            <ArrayInput source="lines" label="resources.transfer-orders.line.title" validate={REQUIRED}>
                <SimpleFormIterator
                    inline
                    getItemLabel={index => translate('resources.transfer-orders.line.number', { line: index + 1 })}
                    sx={{ '& .RaSimpleFormIterator-form': { flexWrap: 'wrap', width: '100%' } }}
                >
                    {LINE_FIELDS.map(lineInput)}
                    <SellableAtSource />
                </SimpleFormIterator>
            </ArrayInput>
        </Box>
    );
};

/** The add page: the kit's form with the lines as rows. */
const TransferCreatePage = () => <KitRecordPage form={<KitForm inputs={{ lines: <LinesInput /> }} />} />;

/** A transfer's number, linking to its detail page (found by number). */
const NumberCell = () => {
    const record = useRecordContext();
    if (!record) return null;
    const no = String(record.transferOrderNo);
    return (
        <Link to={detailPath(no)} onClick={(event: MouseEvent) => event.stopPropagation()}>
            {no}
        </Link>
    );
};

const CELLS = { transferOrderNo: <NumberCell /> };

/** The list: the kit's, each transfer's number a link to its detail. */
const TransferList = () => <KitList cells={CELLS} />;

const views: Partial<ResourceViews> = { list: TransferList, create: TransferCreatePage };
export default views;
