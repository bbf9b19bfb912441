import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import type { ResourceRecord } from '../../resources/kit/types';
import { fillTemplate, loadKit, templateOf, importWorkbook } from '../support/files';
import { call, envelopeCall, expectRestFailure, signIn } from './client';

/**
 * The settlement reconciliation of /financialReconciliation over the mock: the providers' settlement lines are matched
 * against /orders, and the summary, the order-level details and the bills against the books are computed from that
 * match, so they agree to the unit with the lines and with /orders, before and after an imported settlement file; an
 * error is worked only as the action table allows, with the rule's texts, and its log says who and when.
 */
vi.setConfig({ testTimeout: 120_000 });

type Row = ResourceRecord;
const ALL = [0, 99_999];
const minor = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const sum = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + minor(row[field]), 0);
/** A line's gross as money moves: a refund is paid back. */
const signedGross = (rows: readonly Row[]) => rows.reduce((total, row) => total + (row.txnType === 'refund' ? -1 : 1) * minor(row.grossAmount), 0);

const list = async (token: string, collection: string, filter: Record<string, unknown>) =>
    (await call<Row[]>(`/${collection}`, { token, site: 'in', query: { filter, range: ALL } })).body;

const dayOf = (day: string, field: string) => ({ [`${field}_gte`]: `${day}T00:00:00.000Z`, [`${field}_lte`]: `${day}T23:59:59.999Z` });

/** The card acquirer's summary row of a day, its lines and the card orders of /orders agree to the unit. */
const expectTotalsAgree = async (token: string, day: string) => {
    const [summary] = await list(token, 'settlement-summaries', { provider: 'card_wallet_1', period: day });
    const lines = await list(token, 'card-wallet-settlements-1', dayOf(day, 'txnTime'));
    const orders = await list(token, 'orders', { payMethod: 'card', orderStatus_neq: 'unpaid', ...dayOf(day, 'paidTime') });
    expect(summary.orderCount).toBe(orders.length);
    expect(minor(summary.orderAmount)).toBe(sum(orders, 'orderAmount'));
    expect(minor(summary.settledAmount)).toBe(signedGross(lines));
    expect(minor(summary.feeAmount)).toBe(sum(lines, 'feeAmount'));
    expect(minor(summary.taxOnFee)).toBe(sum(lines, 'taxOnFee'));
    expect(minor(summary.netAmount)).toBe(sum(lines, 'netAmount'));
    expect(minor(summary.diffAmount)).toBe(minor(summary.settledAmount) - minor(summary.orderAmount) + minor(summary.refundAmount));
    return { summary, lines, orders };
};

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('the settlement match and its reports', () => {
    it('adds up across the summary, the lines and /orders; a line is matched by order number and amount at the settings’ fee', async () => {
        const token = await signIn('finance');
        const summaries = await list(token, 'settlement-summaries', { provider: 'card_wallet_1' });
        const busiest = summaries.filter(row => Number(row.matchedCount) > 0 && Number(row.unmatchedCount) > 0).sort((a, b) => Number(b.orderCount) - Number(a.orderCount))[0];
        const { lines, orders } = await expectTotalsAgree(token, String(busiest.period));
        const byOrder = new Map(orders.map(order => [order.orderId, order]));
        for (const line of lines.filter(line => line.txnType === 'payment')) {
            const order = byOrder.get(line.orderId);
            const expected = !order ? 'external_only' : minor(order.orderAmount) === minor(line.grossAmount) ? 'matched' : 'amount_mismatch';
            if (line.matchStatus !== 'external_only') expect(line.matchStatus).toBe(expected);
            expect(minor(line.netAmount)).toBe(minor(line.grossAmount) - minor(line.feeAmount) - minor(line.taxOnFee));
        }
        // The fee is the provider settings' rate of the line's gateway.
        const [setting] = await list(token, 'provider-settings', { provider: lines[0].payChannel });
        const matched = lines.find(line => line.matchStatus === 'matched' && !line.errorNo)!;
        expect(minor(matched.feeAmount)).toBe(Math.round((minor(matched.grossAmount) * Math.round(Number(setting.feeRate) * 1e6)) / 1e6));
        // Only EMI orders reach the instalment-finance provider, with their loan.
        const emi = await list(token, 'emi-finance-settlements', {});
        expect(emi.length).toBeGreaterThan(0);
        expect(emi.every(line => line.payMethod === 'EMI' && String(line.loanId).startsWith('LNIN') && [3, 6, 9, 12, 18, 24].includes(Number(line.tenureMonths)))).toBe(true);
    });

    it('gives each error type from the match, and the bill against the books differs by the errors’ differences less what was adjusted', async () => {
        const token = await signIn('audit');
        const errors = await list(token, 'settlement-errors', {});
        // Site in settles a handful of refunds in the window: its first one came back at another amount (refund_diff).
        expect([...new Set(errors.map(error => error.errorType))].sort()).toEqual(['amount_diff', 'duplicate', 'fee_diff', 'order_missing', 'refund_diff', 'settlement_missing']);
        for (const error of errors) expect(minor(error.diffAmount)).toBe(minor(error.settlementAmount) - minor(error.internalAmount));
        const bills = await list(token, 'bill-accounting-matches', { provider: 'card_wallet_2' });
        const lines = await list(token, 'card-wallet-settlements-2', {});
        for (const bill of bills) {
            const month = String(bill.period).slice(0, 7);
            const own = lines.filter(line => String(line.settlementDate).startsWith(month));
            expect(bill.lineCount).toBe(own.length);
            expect(minor(bill.billAmount)).toBe(sum(own, 'netAmount'));
            const ids = new Set(own.map(line => line.id));
            const raised = errors.filter(error => error.provider === 'card_wallet_2' && error.lineId !== null && ids.has(error.lineId as number));
            // Less what the seeded approved adjustment flags booked on their errors.
            const booked = sum(raised.filter(error => error.status !== 'open'), 'adjustAmount');
            expect(minor(bill.diffAmount)).toBe(sum(raised, 'diffAmount') - booked);
            expect(bill.status).toBe(minor(bill.diffAmount) === 0 ? 'matched' : 'diff');
        }
    });

    it('answers only accounts granted the financial reconciliation', async () => {
        expectRestFailure(await call('/settlement-errors', { token: await signIn('editor'), site: 'in' }), 403);
        const refused = await envelopeCall('/settlement-errors/1/act', { token: await signIn('editor'), site: 'in', method: 'POST', json: { action: 'adjust' } });
        expect(refused.code).toBe(403);
    });
});

const upload = (token: string, collection: string, bytes: Uint8Array) => importWorkbook(token, collection, bytes, { fileName: 'card-settlement.xlsx' });

describe('an imported settlement file', () => {
    it('settles the missing orders it names; the summary, its lines and /orders still agree', async () => {
        const token = await signIn('finance');
        const missing = (await list(token, 'settlement-errors', { provider: 'card_wallet_1', errorType: 'settlement_missing' })).filter(error => !String(error.refundNo));
        const day = String(missing[0].detectedDate);
        const [order] = await list(token, 'orders', { orderId: missing[0].orderId });
        const txnDay = String(order.paidTime).slice(0, 10);
        const before = await expectTotalsAgree(token, txnDay);
        const [setting] = await list(token, 'provider-settings', { provider: order.payChannel });
        const gross = minor(order.orderAmount);
        const fee = Math.round((gross * Math.round(Number(setting.feeRate) * 1e6)) / 1e6);
        const tax = Math.round((fee * Math.round(Number(setting.taxOnFeeRate) * 1e6)) / 1e6);
        const record = {
            paymentId: 'CRDINREIMPORT0001',
            orderId: order.orderId,
            payChannel: order.payChannel,
            payMethod: 'card',
            txnType: 'payment',
            txnTime: order.paidTime,
            settlementDate: day,
            grossAmount: order.orderAmount,
            feeAmount: (fee / 100).toFixed(2),
            taxOnFee: (tax / 100).toFixed(2),
        };
        const kit = await loadKit('card-wallet-settlements-1');
        // A refund line without its refund number: the whole file is refused, nothing is written.
        const bad = await upload(token, 'card-wallet-settlements-1', await fillTemplate(await templateOf(kit), [record, { ...record, paymentId: 'CRDINREIMPORT0002', txnType: 'refund' }]));
        vi.setSystemTime((now += 10_000));
        const failed = (await call<AsyncTask>(`/async-tasks/${bad.data.id}`, { token, site: 'in' })).body;
        expect(failed.status).toBe('failed');
        expect((await list(token, 'card-wallet-settlements-1', { paymentId: 'CRDINREIMPORT0001' })).length).toBe(0);

        const started = await upload(token, 'card-wallet-settlements-1', await fillTemplate(await templateOf(kit), [record]));
        vi.setSystemTime((now += 10_000));
        expect((await call<AsyncTask>(`/async-tasks/${started.data.id}`, { token, site: 'in' })).body.status).toBe('success');

        const [line] = await list(token, 'card-wallet-settlements-1', { paymentId: 'CRDINREIMPORT0001' });
        expect(line).toMatchObject({ matchStatus: 'matched', internalAmount: order.orderAmount, diffAmount: 0, errorNo: null });
        expect((await list(token, 'settlement-errors', { errorNo: missing[0].errorNo })).length).toBe(0);
        const after = await expectTotalsAgree(token, txnDay);
        expect(after.summary.matchedCount).toBe(Number(before.summary.matchedCount) + 1);
        expect(after.summary.unmatchedCount).toBe(Number(before.summary.unmatchedCount) - 1);
        expect(minor(after.summary.settledAmount) - minor(before.summary.settledAmount)).toBe(gross);
    });
});

describe('working an error', () => {
    const act = (token: string, id: unknown, json: Record<string, string>) => envelopeCall<Row>(`/settlement-errors/${String(id)}/act`, { token, site: 'in', method: 'POST', json });

    it('refuses what the rule refuses with its text, adjusts with a reason and logs who and when; the summary and the bill follow', async () => {
        const token = await signIn('finance');
        const [error] = await list(token, 'settlement-errors', { provider: 'card_wallet_1', errorType: 'amount_diff', status: 'open' });
        const diff = Number(error.diffAmount);
        const [line] = await list(token, 'card-wallet-settlements-1', { id: error.lineId });
        const month = `${String(line.settlementDate).slice(0, 7)}-01`;
        const [billBefore] = await list(token, 'bill-accounting-matches', { provider: 'card_wallet_1', period: month });
        const [summaryBefore] = await list(token, 'settlement-summaries', { provider: 'card_wallet_1', period: String(line.txnTime).slice(0, 10) });

        expect(await act(token, error.id, { action: 'adjust', reason: '', adjustAmount: String(diff) })).toMatchObject({ code: 400, msg: 'reason: Choose the reason for this action' });
        expect(await act(token, error.id, { action: 'adjust', reason: 'rounding', adjustAmount: String(-diff) })).toMatchObject({
            code: 400,
            msg: `adjustAmount: Of the sign of the difference and at most it, ${diff.toFixed(2)}`,
        });
        expect(await act(token, error.id, { action: 'adjust', reason: 'other', adjustAmount: String(diff) })).toMatchObject({ code: 400, msg: 'remark: Say why in a remark when the reason is Other' });
        expect(await act(token, error.id, { action: 'close', reason: 'rounding' })).toMatchObject({ code: 400, msg: 'action: This action is not allowed while the error is open' });

        const done = await act(token, error.id, { action: 'adjust', reason: 'partial_capture', adjustAmount: String(diff), remark: 'Captured in two parts' });
        expect(done.code).toBe(200);
        expect(done.data).toMatchObject({ status: 'adjusted', adjustAmount: diff, reason: 'partial_capture' });
        expect(done.data.log).toEqual([
            { action: 'adjust', reason: 'partial_capture', adjustAmount: diff, remark: 'Captured in two parts', handler: 'Demo Finance', time: new Date(now).toISOString(), from: 'open', to: 'adjusted' },
        ]);
        // The line shows its error's log; the summary counts the item adjusted; the bill's books took the adjustment.
        const [lineAfter] = await list(token, 'card-wallet-settlements-1', { id: error.lineId });
        expect(lineAfter).toMatchObject({ errorStatus: 'adjusted', log: [expect.objectContaining({ action: 'adjust', errorNo: error.errorNo })] });
        const [summaryAfter] = await list(token, 'settlement-summaries', { provider: 'card_wallet_1', period: String(line.txnTime).slice(0, 10) });
        expect([summaryAfter.unmatchedCount, summaryAfter.adjustedCount]).toEqual([Number(summaryBefore.unmatchedCount) - 1, Number(summaryBefore.adjustedCount) + 1]);
        const [billAfter] = await list(token, 'bill-accounting-matches', { provider: 'card_wallet_1', period: month });
        expect(minor(billAfter.accountingAmount) - minor(billBefore.accountingAmount)).toBe(minor(diff));
        expect(minor(billAfter.diffAmount)).toBe(minor(billBefore.diffAmount) - minor(diff));
        const [detail] = await list(token, 'settlement-recon-details', { provider: 'card_wallet_1', orderId: error.orderId });
        expect(detail.reconStatus).toBe('adjusted');

        const closed = await act(token, error.id, { action: 'close', reason: 'partial_capture' });
        expect(closed.data).toMatchObject({ status: 'closed', adjustAmount: diff });
        expect(closed.data.log).toHaveLength(2);
        expect(await act(token, error.id, { action: 'reopen', reason: 'rounding' })).toMatchObject({ code: 400, msg: 'action: This action is not allowed while the error is closed' });
    });
});
