import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, Labeled, Link, ListBase, Pagination, RecordContextProvider, ResourceContextProvider, Title, useGetList, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { fieldFor } from '../kit/fields';
import { useRouteTitle } from '../kit/useRouteTitle';
import { description as recordDescription } from '../referral-records/index';
import { entry } from './entry';
import { description } from './index';
import { PayoutAccount } from './PayoutAccount';
import { Payouts } from './Payouts';
import { PAYOUT_FIELDS } from './rules';

const C = 'ambassadors';
const R = `resources.${C}`;
const RECORDS = 'referral-records';
/** The fields of the card at the top: the payout account has its own, masked. */
const SHOWN = description.fields.filter(field => !(PAYOUT_FIELDS as readonly string[]).includes(field.source));
const RECORD_COLUMNS = ['orderId', 'skuId', 'orderAmount', 'commissionRate', 'commissionAmount', 'commissionStatus', 'orderTime'];

/** The referral link of a code, as a path of the site's website (what the ambassador shares, after the site's address). */
export const referralLinkOf = (siteCode: unknown, code: unknown) => `/${String(siteCode)}/r/${String(code)}`;

/** The ambassador's referral records, newest first, paged by the server. */
const Records = ({ ambassadorId }: { ambassadorId: string | number }) => (
    <ListBase resource={RECORDS} filter={{ ambassadorId }} sort={{ field: 'orderTime', order: 'DESC' }} perPage={10} disableSyncWithLocation>
        <DataTable bulkActionButtons={false} rowClick={false}>
            {RECORD_COLUMNS.map(source => recordDescription.fields.find(field => field.source === source)!).map(field => (
                <DataTable.Col key={field.source} source={field.source} label={`resources.${RECORDS}.fields.${field.source}`} disableSort>
                    {field.type === 'text' ? undefined : fieldFor(RECORDS, field)}
                </DataTable.Col>
            ))}
        </DataTable>
        <Pagination rowsPerPageOptions={[10]} />
    </ListBase>
);

/**
 * /promotion/ambassadorDetail/:userId (hidden): an ambassador found by user ID, its fields and referral link, its
 * payout account and PAN (masked, edited in a dialog), its monthly payouts, and its referral records (the rows its
 * orders, commission and payouts are summed from).
 */
const AmbassadorDetailPage = () => {
    const { userId } = useParams();
    const translate = useTranslate();
    const title = useRouteTitle();
    const { data, isPending } = useGetList(C, { filter: { userId }, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } });
    const record = data?.[0];
    if (isPending) return <Title title={title} />;
    if (!record) {
        return (
            <Box sx={{ p: 2 }}>
                <Title title={title} />
                <Alert severity="warning">{translate(`${R}.detail.not_found`, { userId: String(userId) })}</Alert>
            </Box>
        );
    }
    return (
        <ResourceContextProvider value={C}>
            <RecordContextProvider value={record}>
                <Title title={title} />
                <Stack spacing={2} sx={{ p: 2 }}>
                    <Link to={entry.paths.list}>{translate(`${R}.detail.back`)}</Link>
                    <Card variant="outlined" component="section" aria-labelledby="ambassador-heading">
                        <CardContent>
                            <Typography id="ambassador-heading" variant="h5" component="h2" gutterBottom>
                                {String(record.name)}
                            </Typography>
                            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1 }}>
                                {SHOWN.map(field => (
                                    <Labeled key={field.source} source={field.source} resource={C}>
                                        {fieldFor(C, field)}
                                    </Labeled>
                                ))}
                                <Labeled label={`${R}.detail.referral_link`}>
                                    <Typography variant="body2">{referralLinkOf(record.siteCode, record.referralCode)}</Typography>
                                </Labeled>
                            </Box>
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="ambassador-payout-account">
                        <CardContent>
                            <Typography id="ambassador-payout-account" variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.detail.payout_account`)}
                            </Typography>
                            <PayoutAccount />
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="ambassador-payouts">
                        <CardContent>
                            <Typography id="ambassador-payouts" variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.detail.payouts`)}
                            </Typography>
                            <Payouts ambassadorId={record.id} siteCode={String(record.siteCode)} />
                        </CardContent>
                    </Card>
                    <Card variant="outlined" component="section" aria-labelledby="ambassador-records">
                        <CardContent>
                            <Typography id="ambassador-records" variant="h6" component="h2" gutterBottom>
                                {translate(`${R}.detail.records`)}
                            </Typography>
                            <Records ambassadorId={record.id} />
                        </CardContent>
                    </Card>
                </Stack>
            </RecordContextProvider>
        </ResourceContextProvider>
    );
};

export default AmbassadorDetailPage;
