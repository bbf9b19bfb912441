import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import type { ResourceRecord } from '../../resources/kit/types';
import { fillTemplate, loadKit, templateOf, importWorkbook } from '../support/files';
import { call, envelopeCall, expectRestFailure, signIn, totalOf, type Envelope } from './client';

/**
 * The reconciliation over the mock: the match result, the summary and the ageing are computed from /orders, the
 * refunds and the statement lines, so their totals agree to the unit; an imported statement re-matches; an unmatched
 * item is worked only as the handling table allows, with the handling rule's texts, and the log says who and when.
 */
vi.setConfig({ testTimeout: 90_000 });

type Row = ResourceRecord;
const ALL = [0, 99_999];
const minor = (value: unknown) => Math.round(Number(value ?? 0) * 100);
const sum = (rows: readonly Row[], field: string) => rows.reduce((total, row) => total + minor(row[field]), 0);

const list = async (token: string, collection: string, filter: Record<string, unknown>) =>
    (await call<Row[]>(`/${collection}`, { token, site: 'in', query: { filter, range: ALL } })).body;

/** A day's end for /orders' time filters (the summary's day is the paid time's UTC day). */
const dayRange = (day: string) => ({ paidTime_gte: `${day}T00:00:00.000Z`, paidTime_lte: `${day}T23:59:59.999Z` });

/** The paid orders of /orders a summary row stands for: its gateway, its day. */
const ordersOf = (token: string, payChannel: unknown, day: string) => list(token, 'orders', { payChannel, orderStatus_neq: 'unpaid', ...dayRange(day) });

/** The summary row, the match items and the orders of one gateway and day agree to the unit. */
const expectTotalsAgree = async (token: string, payChannel: unknown, day: string) => {
    const [summary] = await list(token, 'recon-summaries', { payChannel, period: day, txnType: 'payment' });
    const items = await list(token, 'recon-items', { payChannel, txnType: 'payment', txnTime_gte: `${day}T00:00:00.000Z`, txnTime_lte: `${day}T23:59:59.999Z` });
    const orders = await ordersOf(token, payChannel, day);
    expect(minor(summary.internalAmount)).toBe(sum(orders, 'orderAmount'));
    expect(summary.internalCount).toBe(orders.length);
    expect(minor(summary.internalAmount)).toBe(sum(items, 'internalAmount'));
    expect(minor(summary.externalAmount)).toBe(sum(items, 'externalAmount'));
    expect(minor(summary.diffAmount)).toBe(sum(items, 'externalAmount') - sum(items, 'internalAmount'));
    expect(summary.matchedCount).toBe(items.filter(item => item.matchStatus === 'matched').length);
    expect(summary.unmatchedCount).toBe(items.filter(item => item.matchStatus !== 'matched').length);
    return { summary, items };
};

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('the match result and its reports', () => {
    it('adds up across the summary, the items and /orders, and the external summary is the sum of the statement lines', async () => {
        const token = await signIn('finance');
        const summaries = await list(token, 'recon-summaries', { txnType: 'payment' });
        // A day with both matched and unmatched items, the busiest such.
        const busiest = summaries.filter(row => Number(row.matchedCount) > 0 && Number(row.unmatchedCount) > 0).sort((a, b) => Number(b.internalCount) - Number(a.internalCount))[0];
        const { items } = await expectTotalsAgree(token, busiest.payChannel, String(busiest.period));
        expect(new Set(items.map(item => item.matchStatus)).size).toBeGreaterThan(1);

        const [statement] = await list(token, 'statement-summaries', {});
        const lines = await list(token, 'statement-lines', { payChannel: statement.payChannel, statementDate: statement.statementDate });
        expect(statement.txnCount).toBe(lines.length);
        expect(minor(statement.netAmount)).toBe(sum(lines, 'netAmount'));
        expect(minor(statement.feeAmount)).toBe(sum(lines, 'feeAmount'));
        // A payment's net is its gross less the fee and the tax on it, to the unit.
        for (const line of lines.filter(line => line.txnType === 'payment')) {
            expect(minor(line.netAmount)).toBe(minor(line.grossAmount) - minor(line.feeAmount) - minor(line.taxOnFee));
        }
    });

    it('lists what has been unmatched for more than 7 days, and the ageing report counts the same items', async () => {
        const token = await signIn('audit');
        const aged = await list(token, 'recon-items', { unmatchedDays_gt: 7 });
        expect(aged.length).toBeGreaterThan(0);
        expect(aged.every(item => item.matchStatus !== 'matched' && ['unhandled', 'awaiting_reimport'].includes(String(item.handleStatus)))).toBe(true);
        const ageing = await list(token, 'recon-ageing', {});
        const over7 = ageing.filter(row => row.ageBucket !== 'd0_7');
        expect(over7.reduce((total, row) => total + Number(row.itemCount), 0)).toBe(aged.length);
        expect(over7.filter(row => row.ageBucket === 'over_30').every(row => row.warningLevel === 'critical')).toBe(true);
    });

    it('answers only accounts granted the reconciliation', async () => {
        expectRestFailure(await call('/recon-items', { token: await signIn('editor'), site: 'in' }), 403);
        const refused = await envelopeCall('/recon-items/1/handle', { token: await signIn('editor'), site: 'in', method: 'POST', json: { action: 'adjust' } });
        expect(refused.code).toBe(403);
    });
});

const upload = (token: string, bytes: Uint8Array) => importWorkbook(token, 'statement-lines', bytes, { fileName: 'razorpay-statement.xlsx' });

describe('an imported statement', () => {
    it('matches the items it settles, and the match result, the summary and /orders still agree', async () => {
        const token = await signIn('finance');
        // Payments only in OMS on a day long settled: the gateway's corrected statement brings them.
        const missing = (await list(token, 'recon-items', { matchStatus: 'internal_only', txnType: 'payment', unmatchedDays_gt: 7 })).slice(0, 3);
        expect(missing.length).toBeGreaterThan(0);
        const [first] = missing;
        const same = missing.filter(item => item.payChannel === first.payChannel);
        const day = String(first.txnTime).slice(0, 10);
        const before = await expectTotalsAgree(token, first.payChannel, day);

        const records = same.map((item, index) => ({
            gatewayTxnId: `pay_REIMPORT${String(index).padStart(6, '0')}`,
            payChannel: item.payChannel,
            merchantId: 'RAZIN12345678',
            txnType: 'payment',
            orderId: item.orderId,
            txnTime: item.txnTime,
            statementDate: String(item.txnTime).slice(0, 10),
            grossAmount: item.internalAmount,
            feeAmount: 0,
            taxOnFee: 0,
        }));
        const kit = await loadKit('statement-lines');
        const started = await upload(token, await fillTemplate(await templateOf(kit), records));
        expect(started.code).toBe(200);
        vi.setSystemTime((now += 10_000));
        const task = (await call<AsyncTask>(`/async-tasks/${started.data.id}`, { token, site: 'in' })).body;
        expect(task.status).toBe('success');

        for (const item of same) {
            const after = (await call<Row>(`/recon-items/${item.id}`, { token, site: 'in' })).body;
            expect(after).toMatchObject({ matchStatus: 'matched', externalAmount: item.internalAmount, diffAmount: 0, unmatchedDays: null });
        }
        const sameDay = same.filter(item => String(item.txnTime).startsWith(day)).length;
        const after = await expectTotalsAgree(token, first.payChannel, day);
        expect(after.summary.matchedCount).toBe(Number(before.summary.matchedCount) + sameDay);
        expect(minor(after.summary.externalAmount) - minor(before.summary.externalAmount)).toBe(sum(same.filter(item => String(item.txnTime).startsWith(day)), 'internalAmount'));
    });
});

describe('handling an unmatched item', () => {
    const handle = (token: string, id: unknown, json: Record<string, string>) => envelopeCall<Row>(`/recon-items/${String(id)}/handle`, { token, site: 'in', method: 'POST', json });

    it('refuses what the rule refuses with its text, records an adjustment with who and when, then refuses a second action', async () => {
        const token = await signIn('finance');
        const [item] = await list(token, 'recon-items', { matchStatus: 'amount_mismatch', handleStatus: 'unhandled' });
        const diff = Math.abs(Number(item.diffAmount));

        expect(await handle(token, item.id, { action: 'write_off', reason: 'amount_difference', remark: '' })).toMatchObject({ code: 400, msg: 'remark: Say why in a remark' });
        expect(await handle(token, item.id, { action: 'adjust', reason: 'amount_difference', adjustAmount: (diff + 1).toFixed(2) })).toMatchObject({
            code: 400,
            msg: `adjustAmount: At most the difference, ${diff.toFixed(2)}`,
        });
        expect(await handle(token, item.id, { action: 'adjust', reason: '', adjustAmount: '1' })).toMatchObject({ code: 400, msg: 'reason: Required' });
        const ageingBefore = await list(token, 'recon-ageing', { payChannel: item.payChannel, txnType: 'payment', ageBucket: item.ageBucket });

        const done = await handle(token, item.id, { action: 'adjust', reason: 'amount_difference', adjustAmount: String(item.diffAmount), remark: 'Gateway rounding' });
        expect(done.code).toBe(200);
        expect(done.data).toMatchObject({ handleStatus: 'handled', handleMethod: 'adjust', adjustAmount: Number(item.diffAmount), unmatchedDays: null, ageBucket: null });
        const stored = (await call<Row>(`/recon-items/${String(item.id)}`, { token, site: 'in' })).body;
        expect(stored.log).toEqual([
            { action: 'adjust', reason: 'amount_difference', adjustAmount: Number(item.diffAmount), remark: 'Gateway rounding', handler: expect.any(String), time: new Date(now).toISOString(), from: 'unhandled', to: 'handled' },
        ]);
        expect((stored.log as { handler: string }[])[0].handler).toBe(stored.handler);
        // The ageing report counts one open item less.
        const ageingAfter = await list(token, 'recon-ageing', { payChannel: item.payChannel, txnType: 'payment', ageBucket: item.ageBucket });
        expect(ageingAfter[0].itemCount).toBe(Number(ageingBefore[0].itemCount) - 1);

        expect(await handle(token, item.id, { action: 'mark_resolved', reason: 'other', remark: 'again' })).toMatchObject({
            code: 400,
            msg: 'action: This action is not allowed while the item is handled',
        });
        expect(totalOf((await call('/recon-items', { token, site: 'in', query: { filter: { handleStatus: 'handled' } } })).headers)).toBe(1);
    });
});

describe('internal loads (/reconciliation/internalImport)', () => {
    const load = (token: string, values: Record<string, unknown>) => call<Row & Envelope & { errors?: Record<string, unknown> }>('/internal-imports', { token, site: 'in', json: values });

    it("sums a channel's period as the match result does, loads a channel's day once, and is never changed", async () => {
        const token = await signIn('finance');
        // The seeded loads stop a week before the reconciliation's today: the days after are free to load.
        const loaded = await list(token, 'internal-imports', { payChannel: 'razorpay' });
        expect(loaded.map(row => String(row.periodTo)).sort().at(-1)).toBe('2026-11-13');

        const made = await load(token, { payChannel: 'razorpay', periodFrom: '2026-11-17', periodTo: '2026-11-20' });
        expect(made.status).toBe(201);
        expect(made.body).toMatchObject({ siteCode: 'in', payChannel: 'razorpay', periodFrom: '2026-11-17', periodTo: '2026-11-20', operator: 'Demo Finance' });
        expect(String(made.body.batchNo)).toMatch(/^INT20261123\d{3}$/);
        // The same records as the match result's OMS side: paid orders and successful refunds of the channel and days.
        const items = (await list(token, 'recon-items', { payChannel: 'razorpay', txnTime_gte: '2026-11-17T00:00:00.000Z', txnTime_lte: '2026-11-20T23:59:59.999Z' })).filter(
            item => item.matchStatus !== 'external_only',
        );
        const payments = items.filter(item => item.txnType === 'payment');
        const refunds = items.filter(item => item.txnType === 'refund');
        expect(payments.length).toBeGreaterThan(0);
        expect([made.body.paymentCount, minor(made.body.paymentAmount)]).toEqual([payments.length, sum(payments, 'internalAmount')]);
        expect([made.body.refundCount, minor(made.body.refundAmount)]).toEqual([refunds.length, sum(refunds, 'internalAmount')]);
        expect(minor(made.body.netAmount)).toBe(sum(payments, 'internalAmount') - sum(refunds, 'internalAmount'));

        const again = await load(token, { payChannel: 'razorpay', periodFrom: '2026-11-20', periodTo: '2026-11-22' });
        expectRestFailure(again, 400);
        expect(again.body.msg).toBe(`This channel is already loaded from 2026-11-17 to 2026-11-20 (batch ${String(made.body.batchNo)})`);
        expect(Object.keys(again.body.errors ?? {})).toEqual(['periodFrom']);

        const refusals: [Record<string, unknown>, string, string][] = [
            [{ payChannel: 'payu', periodFrom: '2026-11-20', periodTo: '2026-11-18' }, 'periodTo', 'The period cannot end before it starts'],
            [{ payChannel: 'payu', periodFrom: '2026-11-14', periodTo: '2026-12-15' }, 'periodTo', 'A load covers at most 31 days'],
            [{ payChannel: 'payu', periodFrom: '2026-11-20', periodTo: '2026-11-24' }, 'periodTo', 'The period cannot end after today: its payments are still coming in'],
            [{ payChannel: 'alipay', periodFrom: '2026-11-14', periodTo: '2026-11-16' }, 'periodFrom', 'No payment or refund of this channel in the period: nothing to load'],
        ];
        for (const [values, field, text] of refusals) {
            const refused = await load(token, values);
            expectRestFailure(refused, 400);
            expect([Object.keys(refused.body.errors ?? {}), refused.body.msg]).toEqual([[field], text]);
        }

        const changed = await call<Envelope>(`/internal-imports/${String(made.body.id)}`, { token, site: 'in', method: 'PUT', json: { ...made.body, periodTo: '2026-11-21' } });
        expectRestFailure(changed, 405);
        expect(await list(token, 'internal-imports', { payChannel: 'razorpay', periodFrom: '2026-11-17' })).toHaveLength(1);
    });
});
