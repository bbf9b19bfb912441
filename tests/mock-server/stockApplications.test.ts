import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { resetDb } from '../../mock-server/db/store';
import { call, expectRestFailure, signIn, type Envelope } from './client';

vi.setConfig({ testTimeout: 60_000 });

type Failure = Envelope & { errors?: Record<string, unknown> };
const SITE = 'in';

const rows = async (token: string, collection: string, filter: Record<string, unknown>) =>
    (await call<ResourceRecord[]>(`/${collection}`, { token, site: SITE, query: { filter, range: [0, 9_999] } })).body;

const write = (token: string, method: 'POST' | 'PUT', body: Record<string, unknown>, id?: unknown) =>
    call<ResourceRecord & Failure>(id === undefined ? '/stock-applications' : `/stock-applications/${String(id)}`, { token, site: SITE, method, json: body });

/** Stock applications over the mock: the rules of the form, the one table of moves, and the log of who and when. */
describe('stock applications', () => {
    it('go draft → submitted → rejected with a reason → draft → submitted → approved → fulfilled, each move logged with who and when, any other refused', async () => {
        const applicant = await signIn('logistics');
        const approver = await signIn('finance');
        // A SKU the warehouse has units of to issue, and another SKU.
        const stocked = (await rows(applicant, 'stocks', {})).find(row => Number(row.availableQty) >= 10)!;
        const warehouse = { id: stocked.warehouseId };
        const other = (await call<ResourceRecord[]>('/skus', { token: applicant, site: SITE, query: { range: [0, 1] } })).body.find(sku => sku.id !== stocked.skuId)!;
        const skus = [{ id: stocked.skuId }, other];
        const draft = { purpose: 'other', warehouseId: warehouse.id, lines: [{ skuId: skus[0].id, qty: 51 }] };

        // The form's rules, on the server: a line above 50 units, and Other without a remark.
        const refused = await write(applicant, 'POST', draft);
        expectRestFailure(refused, 400);
        expect(refused.body.errors).toMatchObject({ remark: 'resources.stock-applications.validation.remark_for_other' });
        expect(refused.body.msg).toBe('Say in the remark what the stock is for when the purpose is Other');
        // A new application starts as a draft, whatever the body says.
        const created = await write(applicant, 'POST', { ...draft, remark: 'Launch event', lines: [{ skuId: skus[0].id, qty: 5 }, { skuId: skus[1].id, qty: 2 }], status: 'approved' });
        expect(created.status).toBe(201);
        const { id } = created.body;
        expect(created.body).toMatchObject({ status: 'draft', totalQty: 7, skuCount: 2, creator: 'Demo Logistics', outboundNo: null });
        expect(created.body.applicationNo).toMatch(/^SA\d{12}$/);

        const move = async (token: string, body: Record<string, unknown>) => (await write(token, 'PUT', body, id)).body;
        expect((await move(approver, { status: 'approved' })).msg).toBe('This change of status is not allowed');
        expect((await move(applicant, { status: 'submitted' })).status).toBe('submitted');
        // Nobody decides on an application they submitted: approving or rejecting it is someone else's.
        const own = await write(applicant, 'PUT', { status: 'approved' }, id);
        expectRestFailure(own, 400);
        expect(own.body.errors).toMatchObject({ status: 'resources.stock-applications.validation.own_decision' });
        expect(own.body.msg).toBe('You submitted this application: someone else must approve or reject it');
        expect((await move(applicant, { status: 'rejected', rejectReason: 'Changed my mind' })).msg).toBe('You submitted this application: someone else must approve or reject it');
        expect((await move(applicant, { lines: [{ skuId: skus[0].id, qty: 1 }] })).msg).toBe('Only a draft application can be changed');
        expect((await move(approver, { status: 'rejected', rejectReason: 'no' })).msg).toBe('Give the reason for rejecting (5 characters at least)');
        expect((await move(approver, { status: 'rejected', rejectReason: 'Over the quarter budget' })).status).toBe('rejected');
        expect((await move(applicant, { status: 'draft' })).rejectReason).toBeNull();
        expect((await move(applicant, { lines: [{ skuId: skus[0].id, qty: 3 }] })).totalQty).toBe(3);
        await move(applicant, { status: 'submitted' });
        await move(approver, { status: 'approved' });
        const stockFilter = { skuId: skus[0].id, warehouseId: warehouse.id };
        const [before] = await rows(applicant, 'stocks', stockFilter);
        const fulfilled = await move(approver, { status: 'fulfilled' });
        expect(fulfilled.outboundNo).toBe(`OB${String(fulfilled.applicationNo).slice(2)}`);
        // Fulfilled, its units leave the warehouse in the stock ledger: the stock screen's figures fall by them.
        expect(await rows(applicant, 'stock-movements', { reference: fulfilled.outboundNo })).toMatchObject([
            { movementType: 'issue', qty: -3, skuId: skus[0].id, warehouseId: warehouse.id, operator: 'Demo Finance' },
        ]);
        const [after] = await rows(applicant, 'stocks', stockFilter);
        expect([after.onHandQty, after.availableQty]).toEqual([Number(before.onHandQty) - 3, Number(before.availableQty) - 3]);
        const log = fulfilled.approvalLog as { status: string; operator: string; time: string; reason?: string }[];
        expect(log.map(entry => [entry.status, entry.operator])).toEqual([
            ['draft', 'Demo Logistics'],
            ['submitted', 'Demo Logistics'],
            ['rejected', 'Demo Finance'],
            ['draft', 'Demo Logistics'],
            ['submitted', 'Demo Logistics'],
            ['approved', 'Demo Finance'],
            ['fulfilled', 'Demo Finance'],
        ]);
        expect(log[2].reason).toBe('Over the quarter budget');
        expect(log.every((entry, index) => index === 0 || entry.time >= log[index - 1].time)).toBe(true);
        expect((await move(approver, { status: 'draft' })).msg).toBe('This change of status is not allowed');
    });

    it('are fulfilled only from what the warehouse has available, line by line', async () => {
        const applicant = await signIn('logistics');
        const approver = await signIn('finance');
        // A SKU with fewer than 50 units available at a warehouse: asking one more than that is a valid line, not a valid issue.
        const short = (await rows(applicant, 'stocks', {})).find(row => Number(row.availableQty) < 50)!;
        const qty = Number(short.availableQty) + 1;
        const { id } = (await write(applicant, 'POST', { purpose: 'demo', warehouseId: short.warehouseId, lines: [{ skuId: short.skuId, qty }] })).body;
        await write(applicant, 'PUT', { status: 'submitted' }, id);
        await write(approver, 'PUT', { status: 'approved' }, id);
        const refused = await write(approver, 'PUT', { status: 'fulfilled' }, id);
        expectRestFailure(refused, 400);
        expect(refused.body.msg).toBe(`Line 1: the warehouse has only ${String(short.availableQty)} of this SKU available to issue`);
        const [stock] = await rows(applicant, 'stocks', { skuId: short.skuId, warehouseId: short.warehouseId });
        expect(stock.onHandQty).toBe(short.onHandQty);
    });

    it('post their issues once when the stock figures came from an earlier store, the ledger not drawn yet', async () => {
        // A store rebuilt between tests takes the stock figures as first summed (read before any write), without
        // drawing the ledger they were summed from; drawn only when a fulfilment posts, from the applications as they
        // are then, it would hold the fulfilment's issues already.
        await rows(await signIn('logistics'), 'stocks', {});
        resetDb();
        const applicant = await signIn('logistics');
        const approver = await signIn('finance');
        const stocked = (await rows(applicant, 'stocks', {})).find(row => Number(row.availableQty) >= 10)!;
        const { id } = (await write(applicant, 'POST', { purpose: 'demo', warehouseId: stocked.warehouseId, lines: [{ skuId: stocked.skuId, qty: 2 }] })).body;
        await write(applicant, 'PUT', { status: 'submitted' }, id);
        await write(approver, 'PUT', { status: 'approved' }, id);
        const fulfilled = (await write(approver, 'PUT', { status: 'fulfilled' }, id)).body;
        expect(fulfilled.status).toBe('fulfilled');
        expect(await rows(applicant, 'stock-movements', { reference: fulfilled.outboundNo })).toMatchObject([
            { movementType: 'issue', qty: -2, skuId: stocked.skuId, warehouseId: stocked.warehouseId, operator: 'Demo Finance' },
        ]);
    });

    it('were seeded submitted by their applicant and decided by someone else', async () => {
        const token = await signIn('logistics');
        const rows = (await call<ResourceRecord[]>('/stock-applications', { token, site: SITE, query: { range: [0, 99] } })).body;
        const decided = rows.filter(row => ['approved', 'rejected', 'fulfilled'].includes(String(row.status)));
        expect(decided.length).toBeGreaterThan(0);
        for (const row of decided) {
            const log = row.approvalLog as { status: string; operator: string }[];
            const submitter = log.find(entry => entry.status === 'submitted')!.operator;
            expect(submitter).toBe(row.creator);
            expect(log.find(entry => entry.status === 'approved' || entry.status === 'rejected')!.operator).not.toBe(submitter);
        }
        // The seeded fulfilled ones have issued their units in the stock ledger.
        for (const row of rows.filter(row => row.status === 'fulfilled')) {
            const issues = await call<ResourceRecord[]>('/stock-movements', { token, site: SITE, query: { filter: { reference: row.outboundNo } } });
            expect(issues.body.map(issue => [issue.movementType, issue.skuId, -Number(issue.qty)])).toEqual(
                (row.lines as { skuId: unknown; qty: number }[]).map(line => ['issue', line.skuId, line.qty]),
            );
        }
    });
});
