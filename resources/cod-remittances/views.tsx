import { Box, Typography } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { fieldFor } from '../kit/fields';
import { KitRecordPage } from '../kit/KitRecordPage';
import { KitShowLayout } from '../kit/KitShow';
import type { ResourceViews } from '../kit/types';
import { description as lineDescription } from '../cod-lines/index';

const LINES = 'cod-lines';
const LINE_COLUMNS = ['awbNo', 'orderId', 'deliveredDate', 'codAmount', 'remittedAmount', 'orderAmount', 'diffAmount', 'matchStatus'];
const lineFields = LINE_COLUMNS.map(source => lineDescription.fields.find(field => field.source === source)!);

/** The remittance's lines, each with the order of /orders it was matched against (amount, difference, status). */
const RemittanceLines = () => {
    const translate = useTranslate();
    return (
        <Box component="section" aria-labelledby="cod-lines-title" sx={{ px: 2, pb: 2 }}>
            <Typography id="cod-lines-title" variant="h6" component="h2" gutterBottom>
                {translate('resources.cod-remittances.detail.lines')}
            </Typography>
            <ReferenceManyField reference={LINES} target="remittanceId" sort={{ field: 'diffAmount', order: 'ASC' }} perPage={25} pagination={<Pagination />}>
                <DataTable bulkActionButtons={false} rowClick={false}>
                    {lineFields.map(field => (
                        <DataTable.Col key={field.source} source={field.source} label={`resources.${LINES}.fields.${field.source}`} disableSort={!field.sortable}>
                            {fieldFor(LINES, field)}
                        </DataTable.Col>
                    ))}
                </DataTable>
            </ReferenceManyField>
        </Box>
    );
};

/** The kit's read-only record page: the remittance's totals, then its lines. */
const RemittanceDetail = () => (
    <KitRecordPage
        show={
            <>
                <KitShowLayout />
                <RemittanceLines />
            </>
        }
    />
);

const views: Partial<ResourceViews> = { edit: RemittanceDetail };
export default views;
