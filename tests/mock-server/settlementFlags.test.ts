import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, envelopeCall, signIn } from './client';

/**
 * The adjustment flags of the settlement errors over the mock: seeded in each state and consistent with their errors;
 * raised on an open error (one pending at a time, the amount under the error's adjust rule); decided by someone else
 * than who raised it, a rejection with a remark; an approval adjusts the error (logged with the flag's number) and
 * the bill against the books moves by the amount. Refunds that differ raise refund_diff errors.
 */
vi.setConfig({ testTimeout: 120_000 });

type Row = ResourceRecord;
const ALL = [0, 99_999];
const minor = (value: unknown) => Math.round(Number(value ?? 0) * 100);

const list = async (token: string, collection: string, filter: Record<string, unknown> = {}) =>
    (await call<Row[]>(`/${collection}`, { token, site: 'in', query: { filter, range: ALL } })).body;
const flagError = (token: string, id: unknown, json: Record<string, string>) =>
    envelopeCall<Row>(`/settlement-errors/${String(id)}/flag`, { token, site: 'in', method: 'POST', json });
const decide = (token: string, id: unknown, json: Record<string, string>) =>
    envelopeCall<Row>(`/settlement-adjust-flags/${String(id)}/act`, { token, site: 'in', method: 'POST', json });

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

describe('the adjustment flags', () => {
    it('are seeded in each state, consistent with their errors; refunds that differ raise refund_diff errors', async () => {
        const token = await signIn('finance');
        const flags = await list(token, 'settlement-adjust-flags');
        const errors = await list(token, 'settlement-errors');
        const byId = new Map(errors.map(error => [error.id, error]));
        expect(new Set(flags.map(flag => flag.status))).toEqual(new Set(['pending', 'approved', 'rejected']));
        for (const flag of flags) {
            const error = byId.get(flag.errorId as Row['id'])!;
            expect(flag).toMatchObject({ errorNo: error.errorNo, orderId: error.orderId, provider: error.provider, siteCode: 'in' });
            expect(flag.flaggedBy).not.toBe(flag.approver);
            if (flag.status === 'approved') {
                expect(error).toMatchObject({ status: 'adjusted', adjustAmount: flag.adjustAmount, handler: flag.approver });
                expect((error.log as Row[]).at(-1)).toMatchObject({ action: 'adjust', flagNo: flag.flagNo, handler: flag.approver, time: flag.approveTime, to: 'adjusted' });
            } else expect(error.status).toBe('open');
            if (flag.status === 'rejected') expect(String(flag.remark)).not.toBe('');
        }
        const refundDiffs = errors.filter(error => error.errorType === 'refund_diff');
        expect(refundDiffs.length).toBeGreaterThan(0);
        for (const error of refundDiffs) {
            expect(String(error.refundNo)).not.toBe('');
            expect(minor(error.internalAmount)).toBeLessThan(0);
            expect(minor(error.diffAmount)).toBe(minor(error.settlementAmount) - minor(error.internalAmount));
        }
    });

    it('raises one pending flag on an open error, refuses four eyes and a rejection without a remark; an approval adjusts the error and the bill follows', async () => {
        const finance = await signIn('finance');
        const auditor = await signIn('audit');
        const flagged = new Set((await list(finance, 'settlement-adjust-flags')).map(flag => flag.errorId));
        const error = (await list(finance, 'settlement-errors', { provider: 'card_wallet_1', errorType: 'amount_diff', status: 'open' })).find(row => !flagged.has(row.id))!;
        const diff = Number(error.diffAmount);
        const [line] = await list(finance, 'card-wallet-settlements-1', { id: error.lineId });
        const month = `${String(line.settlementDate).slice(0, 7)}-01`;
        const [billBefore] = await list(finance, 'bill-accounting-matches', { provider: 'card_wallet_1', period: month });

        // The amount is the error's adjust rule's; a reason is needed.
        expect(await flagError(finance, error.id, { adjustType: 'amount', adjustAmount: String(-diff), reason: 'Partial capture' })).toMatchObject({
            code: 400,
            msg: `adjustAmount: Of the sign of the difference and at most it, ${diff.toFixed(2)}`,
        });
        expect(await flagError(finance, error.id, { adjustType: 'amount', adjustAmount: String(diff), reason: ' ' })).toMatchObject({ code: 400, msg: 'reason: Say why the amount should be adjusted' });
        const raised = await flagError(finance, error.id, { adjustType: 'amount', adjustAmount: String(diff), reason: 'Partial capture confirmed', attachment: '/api/files/statement.pdf' });
        expect(raised.code).toBe(200);
        const flag = raised.data;
        expect(flag).toMatchObject({ status: 'pending', errorNo: error.errorNo, adjustAmount: diff, flaggedBy: 'Demo Finance', flaggedTime: new Date(now).toISOString(), approver: null });
        expect(await flagError(auditor, error.id, { adjustType: 'amount', adjustAmount: String(diff), reason: 'Again' })).toMatchObject({
            code: 400,
            msg: `errorNo: Error ${String(error.errorNo)} already has a pending flag, ${String(flag.flagNo)}`,
        });
        // A plain write of a flag is refused: they change only through their own calls.
        expect((await call(`/settlement-adjust-flags/${String(flag.id)}`, { token: auditor, site: 'in', method: 'PUT', json: { status: 'approved' } })).status).toBe(405);

        expect(await decide(finance, flag.id, { action: 'approve' })).toMatchObject({ code: 400, msg: 'action: You flagged this adjustment (Demo Finance): someone else approves or rejects it' });
        expect(await decide(auditor, flag.id, { action: 'reject', remark: '' })).toMatchObject({ code: 400, msg: 'remark: Say why the flag is rejected in a remark' });
        expect(await decide(auditor, flag.id, { action: 'close' })).toMatchObject({ code: 400, msg: 'action: This flag is pending: it can no longer be decided' });

        vi.setSystemTime((now += 60_000));
        const approved = await decide(auditor, flag.id, { action: 'approve', remark: 'Statement checked' });
        expect(approved.data).toMatchObject({ status: 'approved', approver: 'Demo Auditor', approveTime: new Date(now).toISOString(), remark: 'Statement checked' });
        const [after] = await list(finance, 'settlement-errors', { errorNo: error.errorNo });
        expect(after).toMatchObject({ status: 'adjusted', adjustAmount: diff, reason: 'other', handler: 'Demo Auditor' });
        expect((after.log as Row[]).at(-1)).toEqual({
            action: 'adjust',
            reason: 'other',
            adjustAmount: diff,
            remark: 'Partial capture confirmed',
            handler: 'Demo Auditor',
            time: new Date(now).toISOString(),
            from: 'open',
            to: 'adjusted',
            flagNo: flag.flagNo,
        });
        const [billAfter] = await list(finance, 'bill-accounting-matches', { provider: 'card_wallet_1', period: month });
        expect(minor(billAfter.accountingAmount) - minor(billBefore.accountingAmount)).toBe(minor(diff));
        expect(minor(billAfter.diffAmount)).toBe(minor(billBefore.diffAmount) - minor(diff));

        // Decided: no move is left, and the adjusted error takes no new flag.
        expect(await decide(finance, flag.id, { action: 'reject', remark: 'Too late' })).toMatchObject({ code: 400, msg: 'action: This flag is approved: it can no longer be decided' });
        expect(await flagError(finance, error.id, { adjustType: 'amount', adjustAmount: String(diff), reason: 'Again' })).toMatchObject({
            code: 400,
            msg: 'errorNo: Only an open error can be flagged: this one is adjusted',
        });
    });

    it('answers only accounts granted the financial reconciliation', async () => {
        const editor = await signIn('editor');
        expect((await call('/settlement-adjust-flags', { token: editor, site: 'in' })).status).toBe(403);
        expect((await call('/settlement-adjust-flags/1', { token: editor, site: 'in', method: 'PUT', json: { status: 'approved' } })).status).toBe(403);
        expect((await flagError(editor, 1, { adjustType: 'amount', adjustAmount: '1', reason: 'x' })).code).toBe(403);
        expect((await decide(editor, 1, { action: 'approve' })).code).toBe(403);
    });

    it('rejects with a remark, leaving the error open to a new flag', async () => {
        const finance = await signIn('finance');
        const auditor = await signIn('audit');
        const [flag] = await list(finance, 'settlement-adjust-flags', { status: 'pending', flaggedBy: 'Demo Auditor' });
        const rejected = await decide(finance, flag.id, { action: 'reject', remark: 'The provider has not confirmed it' });
        expect(rejected.data).toMatchObject({ status: 'rejected', approver: 'Demo Finance', remark: 'The provider has not confirmed it' });
        const [error] = await list(finance, 'settlement-errors', { errorNo: flag.errorNo });
        expect(error.status).toBe('open');
        const again = await flagError(auditor, error.id, { adjustType: String(flag.adjustType), adjustAmount: String(error.diffAmount), reason: 'Confirmed by the provider now' });
        expect(again.data).toMatchObject({ status: 'pending', flaggedBy: 'Demo Auditor' });
    });
});
