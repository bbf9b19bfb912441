import { Box, Card, CardContent, Stack, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import { ArrayField, DataTable, Labeled, useRecordContext, useTranslate } from 'react-admin';
import { LocaleDateField, useFormatDateTime } from '../../ui';
import { KitRecordPage } from '../kit/KitRecordPage';
import { fieldFor } from '../kit/fields';
import { useKit } from '../kit/KitContext';
import type { FieldDescription } from '../kit/types';
import type { ReviewStep } from './model';
import { ReviewButtons } from './ReviewButtons';

const C = 'orders';

/** How a product line's value reads: the kit's reading of its type (a SKU linked to its page, money in the site currency). */
const LINE_FIELDS: readonly FieldDescription[] = [
    { source: 'skuId', type: 'ref', reference: 'skus' },
    { source: 'gtinCode', type: 'text' },
    { source: 'quantity', type: 'number' },
    { source: 'giftFlag', type: 'bool' },
    { source: 'unitPrice', type: 'money' },
    { source: 'totalPrice', type: 'money' },
    { source: 'imei', type: 'text' },
    { source: 'trackingNumber', type: 'text' },
];

/** One group of the order's fields (customer, payment …), each read as the list reads it. */
const Section = ({ group }: { group: string }) => {
    const { description } = useKit();
    const translate = useTranslate();
    const fields = description.fields.filter(field => field.tab === group && field.type !== 'json');
    const titleId = `order-section-${group}`;
    return (
        <Card variant="outlined" component="section" aria-labelledby={titleId}>
            <CardContent>
                <Typography id={titleId} variant="h6" component="h2" gutterBottom>
                    {translate(`resources.${C}.tabs.${group}`)}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>
                    {fields.map(field => (
                        <Labeled key={field.source} source={field.source} resource={C}>
                            {fieldFor(C, field)}
                        </Labeled>
                    ))}
                </Box>
            </CardContent>
        </Card>
    );
};

const ProductLines = () => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" component="section" aria-labelledby="order-lines">
            <CardContent>
                <Typography id="order-lines" variant="h6" component="h2" gutterBottom>
                    {translate(`resources.${C}.fields.lines`)}
                </Typography>
                <ArrayField source="lines">
                    <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography>{translate(`resources.${C}.detail.lines_empty`)}</Typography>}>
                        {LINE_FIELDS.map(field => (
                            <DataTable.Col key={field.source} source={field.source} label={`resources.${C}.line.${field.source}`} disableSort>
                                {fieldFor(C, field)}
                            </DataTable.Col>
                        ))}
                    </DataTable>
                </ArrayField>
            </CardContent>
        </Card>
    );
};

/** The review status flow as a timeline, oldest step first: what the review became, the order's status, who and when. */
const ReviewFlow = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    const formatDateTime = useFormatDateTime();
    const steps = (record?.reviewStatusFlow as ReviewStep[] | undefined) ?? [];
    return (
        <Card variant="outlined" component="section" aria-labelledby="order-review-flow">
            <CardContent>
                <Typography id="order-review-flow" variant="h6" component="h2" gutterBottom>
                    {translate(`resources.${C}.fields.reviewStatusFlow`)}
                </Typography>
                {steps.length === 0 ? (
                    <Typography>{translate(`resources.${C}.detail.flow_empty`)}</Typography>
                ) : (
                    <Stepper orientation="vertical" activeStep={steps.length} aria-label={translate(`resources.${C}.fields.reviewStatusFlow`)} component="ol" connector={null}>
                        {steps.map((step, index) => (
                            <Step key={`${step.time}-${index}`} completed expanded component="li">
                                <StepLabel>
                                    {translate(`resources.${C}.detail.flow_step`, {
                                        status: translate(`resources.${C}.choices.reviewStatus.${step.reviewStatus}`),
                                        orderStatus: translate(`resources.${C}.choices.orderStatus.${step.orderStatus}`),
                                    })}
                                </StepLabel>
                                <StepContent>
                                    <Typography variant="body2" color="text.secondary">
                                        {translate(`resources.${C}.detail.flow_by`, {
                                            operator: step.operator === 'system' ? translate(`resources.${C}.detail.system`) : step.operator,
                                        })}
                                        {' · '}
                                        {formatDateTime(step.time)}
                                    </Typography>
                                </StepContent>
                            </Step>
                        ))}
                    </Stepper>
                )}
            </CardContent>
        </Card>
    );
};

/** The order's heading: its ID, when it was placed, and the review of this one order. */
const Heading = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }} justifyContent="space-between">
            <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap">
                <Typography variant="h5" component="h1">
                    {String(record.orderId)}
                </Typography>
                {fieldFor(C, { source: 'orderStatus', type: 'enum' })}
                {fieldFor(C, { source: 'reviewStatus', type: 'enum' })}
                <LocaleDateField source="orderTime" showTime />
            </Stack>
            <Stack direction="row" spacing={1}>
                <ReviewButtons ids={[record.id]} />
            </Stack>
        </Stack>
    );
};

/**
 * An order's page (/orders/orderDetail/{id}): every section 3 field in its group (customer, payment, logistics,
 * invoice, marketing, review), the product lines, and the review status flow as a timeline. Read-only but for the
 * review of this order. Its own visited-page tab comes from its path.
 */
const OrderLayout = () => {
    const { description } = useKit();
    return (
        <Stack spacing={2} sx={{ p: 2 }}>
            <Heading />
            <ProductLines />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2, alignItems: 'start' }}>
                <Stack spacing={2}>
                    {(description.tabs ?? []).map(group => (
                        <Section key={group} group={group} />
                    ))}
                </Stack>
                <ReviewFlow />
            </Box>
        </Stack>
    );
};

const OrderDetail = () => <KitRecordPage show={<OrderLayout />} />;

export default OrderDetail;
