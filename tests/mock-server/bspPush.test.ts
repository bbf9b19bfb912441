import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AsyncTask } from '../../resources/kit/files/tasks';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, envelopeCall, expectRestFailure, signIn } from './client';

/**
 * Pushes to BSP over the mock (/financialReconciliation/reconciliationPushBsp): only a reconciled provider-month goes
 * (none of its settlement errors open), as a task of the task centre that ends the batch success or failed, at the bill
 * billMatchAccountingAmount shows; a month goes once; a batch BSP refuses (its gateway's ledger account not an asset
 * account) says why and goes through when re-pushed after the setting is put right; only a failed batch is re-pushed.
 */
vi.setConfig({ testTimeout: 120_000 });

type Row = ResourceRecord;
const ALL = [0, 99_999];
/** Site es: its providers' months hold the fewest open errors to work (each action matches every site again). */
const SITE = 'es';
const minor = (value: unknown) => Math.round(Number(value ?? 0) * 100);

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

const list = async (token: string, collection: string, filter: Record<string, unknown> = {}) =>
    (await call<Row[]>(`/${collection}`, { token, site: SITE, query: { filter, range: ALL } })).body;

const openErrorsOf = (token: string, provider: string, month: string) =>
    list(token, 'settlement-errors', { provider, status: 'open', detectedDate_gte: `${month}-01`, detectedDate_lte: `${month}-31` });

/** Every open error of the month adjusted by its whole difference: the month is reconciled. */
const reconcile = async (token: string, provider: string, month: string) => {
    for (const error of await openErrorsOf(token, provider, month)) {
        const answer = await envelopeCall(`/settlement-errors/${error.id}/act`, {
            token,
            site: SITE,
            json: { action: 'adjust', reason: 'rounding', adjustAmount: String(error.diffAmount), remark: '' },
        });
        expect(answer.code).toBe(200);
    }
    expect(await openErrorsOf(token, provider, month)).toHaveLength(0);
};

const push = (token: string, provider: string, period: string, locale = 'en') =>
    envelopeCall<Row>('/bsp-pushes/push', { token, site: SITE, json: { provider, period, locale } });
const repush = (token: string, id: Row['id']) => envelopeCall<Row>(`/bsp-pushes/${id}/repush`, { token, site: SITE, json: { locale: 'en' } });

const taskOf = async (token: string, taskId: unknown) => (await list(token, 'async-tasks', { taskId }))[0] as unknown as AsyncTask;
const pushOf = async (token: string, id: Row['id']) => (await call<Row>(`/bsp-pushes/${id}`, { token, site: SITE })).body;

/** Moves the clock past a task's 2–4 s and reads the batch its end has written. */
const afterTask = async (token: string, id: Row['id']) => {
    vi.setSystemTime((now += 5_000));
    return pushOf(token, id);
};

const settingOf = async (token: string, gateway: string) => (await list(token, 'provider-settings', { provider: gateway }))[0];
const setLedger = async (token: string, setting: Row, glAccountCode: string) =>
    expect((await call(`/provider-settings/${setting.id}`, { token, site: SITE, method: 'PUT', json: { ...setting, glAccountCode } })).status).toBe(200);

describe('pushes to BSP', () => {
    it('keeps a history of past months pushed, one refused with BSP’s reason', async () => {
        const token = await signIn('finance');
        const pushes = await list(token, 'bsp-pushes');
        expect(pushes.length).toBe(9);
        expect(new Set(pushes.map(row => String(row.period)))).toEqual(new Set(['2026-07-01', '2026-08-01', '2026-09-01']));
        const failed = pushes.filter(row => row.pushStatus === 'failed');
        expect(failed).toHaveLength(1);
        expect(failed[0].errorMessage).toMatch(/^BSP refused ledger account 6105-MDR-FEES of gateway .+: a settlement is booked to an asset \(clearing\) account, 1xxx-…$/);
        expect(pushes.every(row => row.operator === 'Demo Finance' && Number(row.recordCount) > 0 && minor(row.amount) > 0)).toBe(true);
        // Written only by a push or a re-push.
        expectRestFailure(await call('/bsp-pushes', { token, site: SITE, json: { provider: 'card_wallet_1' } }), 405);
    });

    it('refuses a month with open errors, pushes it reconciled as a task at its bill, and refuses it a second time', async () => {
        const token = await signIn('finance');
        const [provider, month] = ['other_provider', '2026-10'];
        const open = (await openErrorsOf(token, provider, month)).length;
        expect(open).toBeGreaterThan(1);
        const refused = await push(token, provider, month);
        expect(refused.code).toBe(400);
        expect(refused.msg).toBe(`${open} settlement errors of this provider and month are still open: work them in Error details before pushing`);
        expect((await push(token, provider, month, 'zh')).msg).toBe(`该渠道本月仍有 ${open} 条结算差错未处理：请先在差错明细中处理后再推送`);
        expect((await push(token, provider, '2026-12')).msg).toBe('A month that has begun: not after the current month');

        await reconcile(token, provider, month);
        const answer = await push(token, provider, month);
        expect(answer.code).toBe(200);
        const batch = answer.data;
        expect(batch).toMatchObject({ batchNo: 'BSPESOTH202610', provider, period: '2026-10-01', pushStatus: 'pending', operator: 'Demo Finance', errorMessage: '' });
        // What goes is the month's bill, as billMatchAccountingAmount shows it.
        const [bill] = await list(token, 'bill-accounting-matches', { provider, period: '2026-10-01' });
        expect(batch.recordCount).toBe(bill.lineCount);
        expect(minor(batch.amount)).toBe(minor(bill.billAmount));
        expect(bill.openErrorCount).toBe(0);

        // The task centre runs it: pending, then processing with its progress, then success; the batch follows.
        const task = await taskOf(token, batch.taskId);
        expect(task).toMatchObject({ fileName: 'BSPESOTH202610', taskType: 'upload', status: 'pending', progress: 0, creatorNumber: 'finance' });
        vi.setSystemTime((now += 1_000));
        const running = await taskOf(token, batch.taskId);
        expect(running.status).toBe('processing');
        expect(running.progress).toBeGreaterThan(0);
        expect((await pushOf(token, batch.id)).pushStatus).toBe('pending');
        const done = await afterTask(token, batch.id);
        expect(done).toMatchObject({ pushStatus: 'success', errorMessage: '' });
        expect(done.log).toEqual([{ action: 'push', by: 'Demo Finance', at: batch.pushTime, to: 'success', message: '' }]);
        expect(await taskOf(token, batch.taskId)).toMatchObject({ status: 'success', progress: 100 });

        // A month is booked once; a success is not pushed again.
        expect((await push(token, provider, month)).msg).toBe('This month was pushed already, in batch BSPESOTH202610: a month is booked once');
        const again = await repush(token, batch.id);
        expect(again.code).toBe(400);
        expect(again.msg).toBe('Only a failed batch is pushed again: batch BSPESOTH202610 has not failed');
    });

    it('fails a batch BSP refuses with its reason, and books it when re-pushed after the ledger account is put right', async () => {
        const token = await signIn('finance');
        const [provider, month] = ['other_provider', '2026-11'];
        const gateway = [...new Set((await list(token, 'other-provider-settlements')).map(line => String(line.payChannel)))].sort()[0];
        // The provider's first gateway on site es (its lines' pay channels in order).
        expect(gateway).toBe('adyen');
        const setting = await settingOf(token, gateway);
        await setLedger(token, setting, '6105-MDR-FEES');
        await reconcile(token, provider, month);

        const batch = (await push(token, provider, month)).data;
        // A failed batch is not pushed while its task runs: only once it has failed.
        expect((await repush(token, batch.id)).msg).toBe('Only a failed batch is pushed again: batch BSPESOTH202611 has not failed');
        const failed = await afterTask(token, batch.id);
        const reason = `BSP refused ledger account 6105-MDR-FEES of gateway Adyen: a settlement is booked to an asset (clearing) account, 1xxx-…`;
        expect(failed).toMatchObject({ pushStatus: 'failed', errorMessage: reason });
        expect(await taskOf(token, batch.taskId)).toMatchObject({ status: 'failed', reason });
        expect((await push(token, provider, month)).msg).toBe('Batch BSPESOTH202611 of this month failed: re-push it from its row');

        // The setting put right, the same batch goes again and is booked.
        await setLedger(token, await settingOf(token, gateway), '1120-GW-SETTLE');
        const again = await repush(token, batch.id);
        expect(again.code).toBe(200);
        expect(again.data).toMatchObject({ batchNo: 'BSPESOTH202611', pushStatus: 'pending', recordCount: batch.recordCount, amount: batch.amount, errorMessage: '' });
        expect(again.data.taskId).not.toBe(batch.taskId);
        const booked = await afterTask(token, batch.id);
        expect(booked.pushStatus).toBe('success');
        expect((booked.log as { action: string; to: string }[]).map(entry => `${entry.action}:${entry.to}`)).toEqual(['push:failed', 'repush:success']);
    });
});
