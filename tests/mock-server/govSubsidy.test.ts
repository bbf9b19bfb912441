/**
 * China's trade-in subsidy over the mock's REST contract: the reconciliation adds up, to the fen, to the
 * transactions and to the orders of /orders they were taken on (before and after a new deduction); a qualification
 * is used once; a claim moves only along the audit table, each action logged with who, when and why.
 */
import { describe, expect, it, vi } from 'vitest';
import { API, call, envelopeCall, signIn, type Envelope } from './client';
import { NodeFormData, pngFile } from '../support/nodeFiles';
import type { StoredFile } from '../../providers/upload';
import { kitClient, type KitRow } from '../support/kitRest';

const fen = (value: unknown) => Math.round(Number(value) * 100);
const sumFen = (rows: readonly KitRow[], field: string) => rows.reduce((sum, row) => sum + fen(row[field]), 0);

// The first read of the transactions draws the 105,000 orders they are taken from.
vi.setConfig({ testTimeout: 60_000 });

describe('the subsidy reconciliation', () => {
    it('adds up to the deducted transactions and to their orders on /orders, province by province and month by month, and follows a new deduction', async () => {
        const client = await kitClient('finance');
        const transactions = await client.all('subsidy-transactions');
        const deducted = transactions.filter(txn => txn.status === 'deducted');
        expect(deducted.length).toBeGreaterThan(50);
        expect(transactions.some(txn => txn.status !== 'deducted')).toBe(true);
        // Each subsidy is the province's 15 % of the order, at most ¥500, to the fen; the buyer paid the rest.
        for (const txn of transactions) {
            expect(fen(txn.subsidyAmount)).toBe(Math.min(Math.round(fen(txn.orderAmount) * 0.15), 50_000));
            expect(fen(txn.userPaidAmount)).toBe(fen(txn.orderAmount) - fen(txn.subsidyAmount));
        }
        const rows = await client.all('subsidy-reconciliations');
        for (const row of rows) {
            const own = deducted.filter(txn => txn.provinceId === row.provinceId && String(txn.txnTime).startsWith(String(row.period)));
            expect(row.orderCount).toBe(own.length);
            expect(fen(row.subsidyClaimed)).toBe(sumFen(own, 'subsidyAmount'));
            expect(fen(row.subsidyReceived)).toBe(sumFen(own, 'receivedAmount'));
            expect(fen(row.diffAmount)).toBe(fen(row.subsidyClaimed) - fen(row.subsidyReceived));
            expect(row.status).toBe(fen(row.diffAmount) === 0 ? 'matched' : 'diff');
        }
        expect(rows.reduce((sum, row) => sum + Number(row.orderCount), 0)).toBe(deducted.length);
        expect(sumFen(rows, 'subsidyClaimed')).toBe(sumFen(deducted, 'subsidyAmount'));
        expect(rows.some(row => row.status === 'diff')).toBe(true);
        // The orders' amounts are /orders' own, on site cn.
        const cn = await kitClient('finance', 'cn');
        const orders = await cn.all('orders', { orderId: deducted.map(txn => txn.orderId) });
        expect(orders).toHaveLength(deducted.length);
        expect(sumFen(rows, 'orderAmount')).toBe(sumFen(orders, 'orderAmount'));

        // A new deduction on an unused qualification: the server computes its subsidy and the reconciliation takes it in.
        const enabled = new Set((await client.all('subsidy-provinces', { status: 'enabled' })).map(province => province.id));
        const qualification = (await client.all('subsidy-qualifications', { status: 'unused' })).find(row => enabled.has(Number(row.provinceId)))!;
        const provinceId = Number(qualification.provinceId);
        const created = await client.create('subsidy-transactions', {
            orderId: 'OMS260999901',
            qualificationCode: qualification.qualificationCode,
            provinceId,
            category: qualification.category,
            orderAmount: 4999.99,
            payChannel: 'wechat_pay',
            txnTime: '2026-10-30T10:00:00.000Z',
        });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'deducted', subsidyAmount: 500, userPaidAmount: 4499.99, receivedAmount: 0 });
        const october = (await client.all('subsidy-reconciliations', { provinceId, period: '2026-10' }))[0];
        const before = rows.find(row => row.provinceId === provinceId && row.period === '2026-10');
        expect(fen(october.subsidyClaimed)).toBe(fen(before?.subsidyClaimed ?? 0) + 50_000);
        expect(october.orderCount).toBe(Number(before?.orderCount ?? 0) + 1);
    });
});

describe('a subsidy qualification', () => {
    it('is used once: a second use is refused at the qualification code', async () => {
        const client = await kitClient('finance');
        const enabled = new Set((await client.all('subsidy-provinces', { status: 'enabled' })).map(province => province.id));
        const qualification = (await client.all('subsidy-qualifications', { status: 'unused' })).find(row => enabled.has(Number(row.provinceId)))!;
        const values = { qualificationCode: qualification.qualificationCode, provinceId: qualification.provinceId, category: qualification.category, orderAmount: 2999, payChannel: 'alipay', txnTime: '2026-10-20T08:00:00.000Z' };
        expect((await client.create('subsidy-transactions', { ...values, orderId: 'OMS260999911' })).status).toBe(201);
        expect((await client.get('subsidy-qualifications', qualification.id)).body).toMatchObject({ status: 'used', orderId: 'OMS260999911' });
        const again = await client.create('subsidy-transactions', { ...values, orderId: 'OMS260999912' });
        expect(again.status).toBe(400);
        expect(again.body.msg).toBe('This qualification is already used by another order: a qualification is used once');
        expect(again.body.errors).toEqual({ qualificationCode: 'resources.subsidy-transactions.validation.qualification_used' });
        // A code that fails its check digit never reaches the platforms' list.
        const code = String(qualification.qualificationCode);
        const broken = `${code.slice(0, 16)}${(Number(code[16]) + 1) % 10}`;
        const refused = await client.create('subsidy-transactions', { ...values, qualificationCode: broken, orderId: 'OMS260999913' });
        expect(refused.body.msg).toBe('A qualification code: two capital letters, then 15 digits ending with their check digit');
    });
});

describe('the audit of a subsidy claim', () => {
    it('returns only with a reason, approves only a complete submitted claim, logs who and when, and refuses the rest', async () => {
        const token = await signIn('audit');
        const client = await kitClient('audit');
        const submitted = await client.all('subsidy-audits', { auditStatus: 'submitted' });
        const act = (id: number, action: string, reason?: string) =>
            envelopeCall<KitRow>(`/subsidy-audits/${id}/${action}`, { token, site: 'in', json: reason === undefined ? {} : { reason } });
        const claim = submitted[0];
        expect((await act(claim.id, 'return')).msg).toBe('Give the reason for returning the claim');
        expect((await act(claim.id, 'return', 'abc')).msg).toBe('The reason takes 5 to 300 characters');
        const returned = await act(claim.id, 'return', '签收凭证缺失，请补充快递签收截图');
        expect(returned.code).toBe(200);
        expect(returned.data).toMatchObject({ auditStatus: 'returned', reason: '签收凭证缺失，请补充快递签收截图', auditor: 'Demo Auditor' });
        const last = (returned.data.log as Record<string, unknown>[]).at(-1);
        expect(last).toMatchObject({ action: 'return', from: 'submitted', to: 'returned', by: 'Demo Auditor', reason: '签收凭证缺失，请补充快递签收截图' });
        expect(Date.now() - Date.parse(String(last?.at))).toBeLessThan(60_000);
        expect((await act(claim.id, 'approve')).msg).toBe('Only a submitted claim can be approved');
        expect((await act(claim.id, 'resubmit')).data).toMatchObject({ auditStatus: 'submitted' });

        const complete = submitted.find(row => row.id !== claim.id && row.invoiceFile && row.imeiPhoto && row.signProof && (row.auditForm === 'other' || row.packagePhoto) && (row.auditForm !== 'hebei' || row.platformVoucher))!;
        expect((await act(complete.id, 'approve')).data).toMatchObject({ auditStatus: 'approved', auditor: 'Demo Auditor' });
        expect((await act(complete.id, 'return', '重复提交的申报')).msg).toBe('Only a submitted claim can be returned');
        const lacking = submitted.find(row => row.id !== claim.id && !row.signProof);
        if (lacking) expect((await act(lacking.id, 'approve')).msg).toMatch(/^The claim lacks a material its province’s form requires \(signProof\)/);
        // A claim's status changes through the audit only.
        const plain = await call(`/subsidy-audits/${complete.id}`, { token, site: 'in', method: 'PUT', json: { ...complete, auditStatus: 'submitted' } });
        expect(plain.status).toBe(405);
    });
});

describe('a returned subsidy claim submitted again', () => {
    it('goes back to audit only with every material of its form, uploaded anew, and its log names them', async () => {
        const token = await signIn('audit');
        const client = await kitClient('audit');
        const act = (id: number, action: string, body: Record<string, unknown>) => envelopeCall<KitRow>(`/subsidy-audits/${id}/${action}`, { token, site: 'in', json: body });
        // A seeded returned claim: the store was told its proof of delivery is missing.
        const [claim] = await client.all('subsidy-audits', { auditStatus: 'returned' });
        expect(claim.signProof).toBeNull();
        const refused = await act(claim.id, 'resubmit', {});
        expect(refused.code).toBe(400);
        expect(refused.msg).toBe('Proof of delivery: Upload this material: a claim goes back to audit only with every material its form requires');
        expect((await act(claim.id, 'resubmit', { materials: { signProof: 'javascript:alert(1)' } })).msg).toBe(
            'Proof of delivery: The address of a stored file: upload it, or paste an http(s) address',
        );
        expect((await client.get('subsidy-audits', claim.id)).body).toMatchObject({ auditStatus: 'returned', signProof: null });

        // The store uploads the picture (the one upload call), then submits the claim again with it.
        const form = new NodeFormData();
        form.append('file', pngFile('pod.png'));
        form.append('folder', 'subsidy-audits');
        const stored = (await (await fetch(`${API}/files/upload`, { method: 'POST', headers: { 'x-auth-token': token }, body: form })).json()) as Envelope<StoredFile>;
        expect(stored.code).toBe(200);
        const again = await act(claim.id, 'resubmit', { materials: { signProof: stored.data.url } });
        expect(again.code).toBe(200);
        expect(again.data).toMatchObject({ auditStatus: 'submitted', signProof: stored.data.url, invoiceFile: claim.invoiceFile });
        const last = (again.data.log as Record<string, unknown>[]).at(-1);
        expect(last).toMatchObject({ action: 'resubmit', from: 'returned', to: 'submitted', by: 'Demo Auditor', reason: '', materials: ['signProof'] });
        expect(Date.now() - Date.parse(String(last?.at))).toBeLessThan(60_000);
        // Complete now: approved, and no longer reminded of a missing detail.
        expect((await act(claim.id, 'approve', {})).data).toMatchObject({ auditStatus: 'approved' });
        expect((await client.all('subsidy-reminders')).some(row => row.orderId === claim.orderId)).toBe(false);
        expect((await act(claim.id, 'resubmit', {})).msg).toBe('Only a returned claim can be submitted again');
    });
});

describe('the orders missing subsidy details', () => {
    it('are the claims not approved that lack a material of their form; a reminder is counted, at most one a day', async () => {
        const token = await signIn('finance');
        const client = await kitClient('finance');
        const claims = await client.all('subsidy-audits');
        const reminders = await client.all('subsidy-reminders');
        const lacking = claims.filter(claim => claim.auditStatus !== 'approved' && (!claim.invoiceFile || !claim.imeiPhoto || !claim.signProof || (claim.auditForm !== 'other' && !claim.packagePhoto)));
        expect(reminders.map(row => row.orderId).sort()).toEqual(lacking.map(claim => claim.orderId).sort());
        expect(reminders.length).toBeGreaterThan(0);
        const [reminder] = reminders;
        const sent = await envelopeCall<KitRow>(`/subsidy-reminders/${reminder.id}/remind`, { token, site: 'in', json: {} });
        expect(sent.code).toBe(200);
        expect(sent.data.reminderCount).toBe(Number(reminder.reminderCount) + 1);
        const again = await envelopeCall(`/subsidy-reminders/${reminder.id}/remind`, { token, site: 'in', json: {} });
        expect(again).toMatchObject({ code: 400, msg: 'A reminder went out less than 24 hours ago' });
    });
});
