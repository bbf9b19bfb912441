import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { Button, Labeled, Link, RecordContextProvider, ResourceContextProvider, Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatMoney } from '../../ui';
import { usePublishPageName } from '../../ui/pageName';
import { fieldFor } from '../kit/fields';
import { useRouteTitle } from '../kit/useRouteTitle';
import type { FieldDescription } from '../kit/types';
import { description } from './index';
import { PATH_TYPE, type InvoiceType } from './tax';

const C = 'gst-invoices';
const R = `resources.${C}`;
const SITE = 'in';
const LIST_PATH = '/inventory/invoice-list';

/** The header fields, each read as the list reads it. */
const HEADER = ['invoiceNo', 'invoiceType', 'invoiceDate', 'orderId', 'originalInvoiceNo', 'sellerName', 'sellerGstin', 'sellerAddress', 'buyerName', 'buyerGstin', 'placeOfSupply', 'supplyType'];
const headerFields = HEADER.map(source => description.fields.find(field => field.source === source)!);
const SKU_FIELD: FieldDescription = { source: 'skuId', type: 'ref', reference: 'skus' };

interface InvoiceLine {
    skuId: string | number;
    hsnCode: string;
    qty: number;
    taxableValue: number;
    taxRate: number;
    cgst: number;
    sgst: number;
    igst: number;
    amount: number;
}

const TOTALS = ['taxableValue', 'cgst', 'sgst', 'igst', 'totalAmount'] as const;

/** The lines with their tax: CGST and SGST within a state, IGST across states (only the columns the supply has). */
const Lines = ({ lines, intraState }: { lines: InvoiceLine[]; intraState: boolean }) => {
    const translate = useTranslate();
    const taxes = intraState ? (['cgst', 'sgst'] as const) : (['igst'] as const);
    return (
        <Box
            component="table"
            aria-labelledby="invoice-lines"
            sx={{ borderCollapse: 'collapse', width: '100%', '& th, & td': { textAlign: 'left', p: 1, borderBottom: 1, borderColor: 'divider' }, '& .amount': { textAlign: 'right' } }}
        >
            <thead>
                <tr>
                    <th scope="col">{translate(`${R}.line.skuId`)}</th>
                    <th scope="col">{translate(`${R}.line.hsnCode`)}</th>
                    <th scope="col" className="amount">{translate(`${R}.line.qty`)}</th>
                    <th scope="col" className="amount">{translate(`${R}.fields.taxableValue`)}</th>
                    <th scope="col" className="amount">{translate(`${R}.line.taxRate`)}</th>
                    {taxes.map(tax => (
                        <th key={tax} scope="col" className="amount">{translate(`${R}.fields.${tax}`)}</th>
                    ))}
                    <th scope="col" className="amount">{translate(`${R}.line.amount`)}</th>
                </tr>
            </thead>
            <tbody>
                {lines.map(line => (
                    <tr key={String(line.skuId)}>
                        <td>
                            <RecordContextProvider value={{ id: String(line.skuId), skuId: line.skuId } as RaRecord}>{fieldFor(C, SKU_FIELD)}</RecordContextProvider>
                        </td>
                        <td>{line.hsnCode}</td>
                        <td className="amount">{line.qty}</td>
                        <td className="amount">{formatMoney(line.taxableValue, SITE)}</td>
                        <td className="amount">{`${Math.round(line.taxRate * 1000) / 10} %`}</td>
                        {taxes.map(tax => (
                            <td key={tax} className="amount">{formatMoney(line[tax], SITE)}</td>
                        ))}
                        <td className="amount">{formatMoney(line.amount, SITE)}</td>
                    </tr>
                ))}
            </tbody>
        </Box>
    );
};

/**
 * A GST invoice or credit note as it prints (/inventory/invoice-detail/{id}/{type}, `{type}` invoice or
 * credit_note): seller and buyer, place of supply, the lines with their HSN code, rate and tax, and the totals. A
 * `{type}` that is not the document's kind says so rather than showing the wrong document.
 */
const InvoicePage = () => {
    const { id = '', type = '' } = useParams();
    const translate = useTranslate();
    const title = useRouteTitle();
    const { data: record, isPending } = useGetOne(C, { id }, { retry: false });
    const matches = record !== undefined && PATH_TYPE[record.invoiceType as InvoiceType] === type;
    usePublishPageName({ record: matches ? String(record.invoiceNo) : undefined });
    if (isPending) return <Title title={title} />;
    if (!record || !matches) {
        return (
            <Box sx={{ p: 2 }}>
                <Title title={title} />
                <Typography role="alert">{translate(`${R}.detail.not_found`, { id, type })}</Typography>
                <Link to={LIST_PATH}>{translate(`${R}.detail.back`)}</Link>
            </Box>
        );
    }
    const intraState = record.supplyType === 'intra_state';
    return (
        <ResourceContextProvider value={C}>
            <RecordContextProvider value={record}>
                <Title title={title} />
                <Stack spacing={2} sx={{ p: 2 }}>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', displayPrint: 'none' }}>
                        <Link to={LIST_PATH}>{translate(`${R}.detail.back`)}</Link>
                        <Button label={`${R}.detail.print`} onClick={() => window.print()}>
                            <PrintIcon />
                        </Button>
                    </Stack>
                    <Card variant="outlined" component="section" aria-labelledby="invoice-heading">
                        <CardContent>
                            <Typography id="invoice-heading" variant="h5" component="h2" gutterBottom>
                                {translate(`${R}.detail.heading_${String(record.invoiceType)}`, { no: String(record.invoiceNo) })}
                            </Typography>
                            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>
                                {headerFields
                                    .filter(field => field.source !== 'originalInvoiceNo' || record.originalInvoiceNo)
                                    .map(field => (
                                        <Labeled key={field.source} source={field.source} resource={C}>
                                            {fieldFor(C, field)}
                                        </Labeled>
                                    ))}
                            </Box>
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="invoice-lines">
                        <CardContent>
                            <Typography id="invoice-lines" variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.detail.lines`)}
                            </Typography>
                            <Lines lines={(record.lines as InvoiceLine[] | undefined) ?? []} intraState={intraState} />
                            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', justifyContent: 'end', columnGap: 3, rowGap: 0.5, mt: 2 }}>
                                {TOTALS.filter(total => (intraState ? total !== 'igst' : total !== 'cgst' && total !== 'sgst')).map(total => (
                                    <Box key={total} sx={{ display: 'contents' }}>
                                        <Typography component="dt" sx={{ fontWeight: total === 'totalAmount' ? 700 : 400 }}>
                                            {translate(`${R}.fields.${total}`)}
                                        </Typography>
                                        <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: total === 'totalAmount' ? 700 : 400 }}>
                                            {formatMoney(record[total] as number, SITE)}
                                        </Typography>
                                    </Box>
                                ))}
                            </Box>
                        </CardContent>
                    </Card>
                </Stack>
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

export default InvoicePage;
