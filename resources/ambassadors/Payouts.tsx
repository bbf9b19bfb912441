import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, useTranslate } from 'react-admin';
import { api } from '../../providers/httpClient';
import { formatMoney, StatusChip } from '../../ui';
import { toMinor, fromMinor } from '../recon-items/model';
import { payoutsPath, type Payout, type PayoutStatus } from './payouts';

const R = 'resources.ambassadors.detail';
const COLOURS: Partial<Record<PayoutStatus, 'success' | 'info' | 'warning'>> = { paid: 'success', scheduled: 'info', on_hold: 'warning' };

const sum = (payouts: readonly Payout[], field: 'commission' | 'tdsAmount' | 'netAmount') => fromMinor(payouts.reduce((total, payout) => total + toMinor(payout[field]), 0));

/** A payout's status, and why it waits when it is on hold. */
const PayoutStatusCell = ({ payout }: { payout: Payout }) => {
    const translate = useTranslate();
    return (
        <>
            <StatusChip status={payout.status} labelKeyPrefix={`${R}.payout_status`} colours={COLOURS} />
            {payout.holdReason && (
                <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                    {translate(`${R}.hold_reason.${payout.holdReason}`)}
                </Typography>
            )}
        </>
    );
};

/**
 * The ambassador's payouts, a month a row (six or seven months of history: no paging), as the mock computes them
 * (./payouts.ts), with their totals below; money in the site's currency.
 */
export const Payouts = ({ ambassadorId, siteCode }: { ambassadorId: string | number; siteCode: string }) => {
    const translate = useTranslate();
    const { data = [], isPending } = useQuery({
        queryKey: ['ambassadors', 'payouts', siteCode, ambassadorId],
        queryFn: async () => (await api.get<Payout[]>(payoutsPath(ambassadorId))).data ?? [],
    });
    const listContext = useList({ data, isPending, sort: { field: 'period', order: 'DESC' }, perPage: 100 });
    const money = (amount: number) => formatMoney(amount, siteCode);
    if (isPending) return null;
    if (data.length === 0) return <Alert severity="info">{translate(`${R}.payouts_none`)}</Alert>;
    return (
        <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
                {translate(`${R}.payouts_rule`)}
            </Typography>
            <ListContextProvider value={listContext}>
                <DataTable<Payout> bulkActionButtons={false} rowClick={false}>
                    <DataTable.Col source="period" label={`${R}.period`} disableSort />
                    <DataTable.NumberCol source="orders" label={`${R}.orders`} disableSort />
                    <DataTable.Col source="commission" label={`${R}.commission`} disableSort render={payout => money(payout.commission)} align="right" />
                    <DataTable.Col
                        source="tdsAmount"
                        label={`${R}.tds`}
                        disableSort
                        align="right"
                        render={payout => (payout.tdsRate ? `${money(payout.tdsAmount)} (${payout.tdsRate * 100} %)` : money(payout.tdsAmount))}
                    />
                    <DataTable.Col source="netAmount" label={`${R}.net`} disableSort render={payout => money(payout.netAmount)} align="right" />
                    <DataTable.Col source="payDate" label={`${R}.pay_date`} disableSort />
                    <DataTable.Col source="status" label={`${R}.status`} disableSort render={payout => <PayoutStatusCell payout={payout as Payout} />} />
                </DataTable>
            </ListContextProvider>
            <Typography variant="body2" sx={{ mt: 1 }}>
                {`${translate(`${R}.total`)}: ${translate(`${R}.commission`)} ${money(sum(data, 'commission'))} · ${translate(`${R}.tds`)} ${money(sum(data, 'tdsAmount'))} · ${translate(`${R}.net`)} ${money(sum(data, 'netAmount'))}`}
            </Typography>
        </>
    );
};
