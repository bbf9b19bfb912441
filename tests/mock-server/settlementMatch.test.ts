import { describe, expect, it } from 'vitest';
import type { Row } from '../../mock-server/db/collection';
import { computeSettlement } from '../../mock-server/db/reconciliation/settlement';

/**
 * The settlement match on a handful of records, each of one kind: what errors it raises, with which amounts, and how
 * the bill against the books adds them up (bill − books = the errors' differences less what was adjusted).
 */
const DAY = '2026-11-10';
const time = (hour: number) => `${DAY}T${String(hour).padStart(2, '0')}:00:00.000Z`;
const order = (orderId: string, amount: number, hour: number): Row => ({
    id: orderId,
    siteCode: 'in',
    dataType: 0,
    orderId,
    orderStatus: 'paid',
    payChannel: 'razorpay',
    payMethod: 'card',
    orderAmount: amount,
    paidTime: time(hour),
});
const line = (id: number, orderId: string, gross: number, extra: Partial<Row> = {}): Row => {
    const fee = Math.round(gross * 100 * 0.02) / 100;
    const tax = Math.round(fee * 100 * 0.18) / 100;
    const net = Math.round((gross - fee - tax) * 100) / 100;
    return { id, siteCode: 'in', paymentId: `CRDIN${id}`, orderId, payChannel: 'razorpay', payMethod: 'card', txnType: 'payment', refundNo: '', txnTime: time(9), settlementDate: '2026-11-12', grossAmount: gross, feeAmount: fee, taxOnFee: tax, netAmount: net, ...extra };
};

const ORDERS = [order('OMS1', 1000, 9), order('OMS2', 2000, 9), order('OMS3', 3000, 9), order('OMS4', 4000, 9), order('OMS5', 5000, 9), order('OMS6', 600, 9)];
const REFUNDS: Row[] = [{ id: 1, siteCode: 'in', dataType: 0, orderId: 'OMS6', refundNo: 'RF1', payChannel: 'razorpay', status: 'success', refundAmount: 600, successTime: time(11) }];
const SETTINGS: Row[] = [{ id: 1, siteCode: 'in', provider: 'razorpay', feeRate: 0.02, taxOnFeeRate: 0.18, settlementCycleDays: 2, status: 'enabled', merchantId: 'RAZIN1' }];
const CARD_LINES = [
    line(1, 'OMS1', 1000),
    line(2, 'OMS2', 1990),
    // OMS3 has no line: settlement missing (its cycle is long past).
    line(4, 'OMS4', 4000, { feeAmount: 90, taxOnFee: 16.2, netAmount: 3893.8 }),
    line(5, 'OMS5', 5000),
    line(6, 'OMS5', 5000),
    line(7, 'OMS999', 700),
    line(8, 'OMS6', 590, { txnType: 'refund', refundNo: 'RF1', feeAmount: 0, taxOnFee: 0, netAmount: -590 }),
    line(9, 'OMS6', 600, { txnTime: time(8) }),
];

const rowsOf = (name: string): readonly Row[] =>
    ({ orders: ORDERS, refunds: REFUNDS, 'provider-settings': SETTINGS, 'card-wallet-settlements-1': CARD_LINES })[name] ?? [];

describe('the settlement match', () => {
    const state = computeSettlement(rowsOf);
    const byOrder = (orderId: string) => state.errors.filter(error => error.orderId === orderId).map(error => [error.errorType, error.internalAmount, error.settlementAmount, error.diffAmount]);

    it('raises each kind of error with its amounts, signed as money moves', () => {
        expect(byOrder('OMS1')).toEqual([]);
        expect(byOrder('OMS2')).toEqual([['amount_diff', 2000, 1990, -10]]);
        expect(byOrder('OMS3')).toEqual([['settlement_missing', 3000, 0, -3000]]);
        // 2 % of 4,000 is 80 and 18 % tax on it 14.40: the file charged 90 and 16.20, so the bill pays 11.80 less.
        expect(byOrder('OMS4')).toEqual([['fee_diff', -94.4, -106.2, -11.8]]);
        expect(byOrder('OMS5')).toEqual([['duplicate', 0, 5000, 5000]]);
        expect(byOrder('OMS999')).toEqual([['order_missing', 0, 700, 700]]);
        expect(byOrder('OMS6')).toEqual([['refund_diff', -600, -590, 10]]);
        expect(state.lines['card-wallet-settlements-1'].map(row => [row.id, row.matchStatus])).toEqual([
            [1, 'matched'], [2, 'amount_mismatch'], [4, 'matched'], [5, 'matched'], [6, 'external_only'], [7, 'external_only'], [8, 'amount_mismatch'], [9, 'matched'],
        ]);
    });

    it('sums the day per provider, and the bill differs from the books by the errors on its lines', () => {
        const [summary] = state.summaries;
        expect(summary).toMatchObject({ provider: 'card_wallet_1', period: DAY, orderCount: 6, orderAmount: 15600, refundAmount: 600, matchedCount: 3, unmatchedCount: 6, adjustedCount: 0 });
        const gross = CARD_LINES.reduce((total, row) => total + (row.txnType === 'refund' ? -1 : 1) * Math.round(Number(row.grossAmount) * 100), 0);
        expect(Math.round(Number(summary.settledAmount) * 100)).toBe(gross);
        const [bill] = state.bills;
        const onLines = state.errors.filter(error => error.lineId !== null);
        expect(Math.round(Number(bill.diffAmount) * 100)).toBe(onLines.reduce((total, error) => total + Math.round(Number(error.diffAmount) * 100), 0));
        expect(bill).toMatchObject({ period: '2026-11-01', lineCount: 8, status: 'diff' });
    });

    it('counts an item adjusted once its error is, and the books take the adjustment', () => {
        const adjusted = state.errors.map(error => (error.orderId === 'OMS2' ? { ...error, status: 'adjusted', adjustAmount: -10, log: [{ action: 'adjust' }] } : error));
        const after = computeSettlement(rowsOf, adjusted);
        expect(after.summaries[0]).toMatchObject({ matchedCount: 3, unmatchedCount: 5, adjustedCount: 1 });
        expect(Math.round(Number(after.bills[0].diffAmount) * 100)).toBe(Math.round(Number(state.bills[0].diffAmount) * 100) + 1000);
        expect(after.details.find(detail => detail.orderId === 'OMS2')?.reconStatus).toBe('adjusted');
    });
});
