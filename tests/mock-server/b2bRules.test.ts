import { describe, expect, it } from 'vitest';
import { gstinCheck, gstinProblem, isIfsc } from '../../base/gstin';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn, type Envelope } from './client';

/** The GSTIN and IFSC checks (base/gstin.ts) and the B2B screens' writes that run them over the mock. */
describe('GSTIN and IFSC', () => {
    const body = '29AABCN1234F1Z';
    const valid = `${body}${gstinCheck(body)}`;

    it('reads format, check character and state code', () => {
        expect(gstinProblem(valid)).toBeUndefined();
        expect(gstinProblem(valid, '29')).toBeUndefined();
        expect(gstinProblem(valid, '27')).toBe('state');
        expect(gstinProblem(`${body}${gstinCheck(body) === 'A' ? 'B' : 'A'}`)).toBe('check');
        expect(gstinProblem('29AABCN1234F1Y5')).toBe('format');
        expect([isIfsc('HDFC0000060'), isIfsc('HDFC1000060'), isIfsc('hdfc0000060')]).toEqual([true, false, false]);
    });

    it('a B2B customer: a GSTIN of another state is refused at the field, then saved in its own', async () => {
        const token = await signIn('admin');
        const states = (await call<ResourceRecord[]>('/states', { token, site: 'in', query: { filter: { gstStateCode: ['29', '27'] } } })).body;
        const karnataka = states.find(state => state.gstStateCode === '29')!;
        const maharashtra = states.find(state => state.gstStateCode === '27')!;
        const customer = {
            customerId: 'B2B-KA-0001', companyName: 'Brigade Retail Pvt Ltd', contactPerson: 'Asha Rao', mobile: '+91 98450 12345',
            email: 'purchase@brigaderetail.in', billingAddress: '45 Brigade Road, Bengaluru', creditLimit: 2_500_000, paymentTerms: 'net_30',
            status: 'enabled', gstin: valid,
        };
        const refused = await call<Envelope & { errors: Record<string, unknown> }>('/b2b-customers', { token, site: 'in', json: { ...customer, stateId: maharashtra.id } });
        expectRestFailure(refused, 400);
        expect(refused.body.errors.gstin).toBe('resources.b2b-customers.validation.gstin_state');
        expect(refused.body.msg).toBe('The GSTIN’s state code is not the state’s GST code');
        const saved = await call<ResourceRecord>('/b2b-customers', { token, site: 'in', json: { ...customer, stateId: karnataka.id } });
        expect(saved.status).toBe(201);
        expect(saved.body.pan).toBe('AABCN1234F');
    });

    it('a receiving account: the IFSC is checked', async () => {
        const token = await signIn('admin');
        const account = { bankName: 'HDFC Bank', accountName: 'Nova Mobile India Pvt Ltd', accountNumber: '50200012345678', ifsc: 'HDFC000060', currency: 'INR', status: 'enabled' };
        const refused = await call<Envelope>('/receiving-accounts', { token, site: 'in', json: account });
        expectRestFailure(refused, 400);
        expect(refused.body.msg).toBe('An IFSC is 4 letters, 0, then 6 letters or digits (e.g. HDFC0000060)');
        expect((await call('/receiving-accounts', { token, site: 'in', json: { ...account, ifsc: 'HDFC0000060' } })).status).toBe(201);
    });

    it('the company GSTINs: seeded as the warehouses carry them; another state’s warehouse or a bad prefix is refused at the field', async () => {
        const token = await signIn('admin');
        const seeded = (await call<ResourceRecord[]>('/gstin-settings', { token, site: 'in', query: { range: [0, 49] } })).body;
        const warehouses = (await call<ResourceRecord[]>('/warehouses', { token, site: 'in', query: { range: [0, 49] } })).body;
        const states = (await call<ResourceRecord[]>('/states', { token, site: 'in', query: { range: [0, 99] } })).body;
        expect(seeded.length).toBe(warehouses.length);
        for (const row of seeded) {
            const state = states.find(candidate => candidate.id === row.stateId)!;
            expect(gstinProblem(String(row.gstin), String(state.gstStateCode))).toBeUndefined();
            expect(warehouses.filter(warehouse => (row.warehouseIds as unknown[]).includes(warehouse.id)).map(warehouse => warehouse.gstin)).toEqual([row.gstin]);
        }
        const [first] = seeded;
        const foreign = warehouses.find(warehouse => warehouse.stateId !== first.stateId)!;
        const refused = await call<Envelope & { errors: Record<string, unknown> }>(`/gstin-settings/${String(first.id)}`, {
            token, site: 'in', method: 'PUT', json: { ...first, warehouseIds: [...(first.warehouseIds as unknown[]), foreign.id], invoicePrefix: 'del-1' },
        });
        expectRestFailure(refused, 400);
        expect(refused.body.errors).toEqual({
            warehouseIds: 'resources.gstin-settings.validation.warehouse_state',
            invoicePrefix: 'resources.gstin-settings.validation.invoice_prefix',
        });
        const saved = await call<ResourceRecord>(`/gstin-settings/${String(first.id)}`, { token, site: 'in', method: 'PUT', json: { ...first, invoicePrefix: 'DL01' } });
        expect([saved.status, saved.body.invoicePrefix]).toEqual([200, 'DL01']);
    });

    it('a bulk order: figures computed by the server, what is due after payments, overpayment and moves outside the table refused', async () => {
        const token = await signIn('admin');
        const seeded = (await call<ResourceRecord[]>('/b2b-orders', { token, site: 'in', query: { range: [0, 99] } })).body;
        for (const order of seeded) {
            expect(order.dueAmount).toBeCloseTo(Number(order.totalAmount) - Number(order.paidAmount), 2);
            expect(order.paymentStatus).toBe(Number(order.paidAmount) === 0 ? 'unpaid' : Number(order.dueAmount) === 0 ? 'paid' : 'partially_paid');
        }
        const [customer] = (await call<ResourceRecord[]>('/b2b-customers', { token, site: 'in', query: { range: [0, 0] } })).body;
        const [warehouse] = (await call<ResourceRecord[]>('/warehouses', { token, site: 'in', query: { range: [0, 0] } })).body;
        const [account] = (await call<ResourceRecord[]>('/receiving-accounts', { token, site: 'in', query: { range: [0, 0] } })).body;
        const [sku] = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 0] } })).body;
        const order = {
            b2bOrderNo: 'B2B26900001', customerId: customer.id, warehouseId: warehouse.id, receivingAccountId: account.id, orderStatus: 'created',
            lines: [{ skuId: sku.id, qty: 100, unitPrice: 10_000, gstRate: 0.18 }],
            payments: [{ utrNo: 'HDFCR52026000000000001', amount: 1_200_000, paidDate: '2026-05-01' }],
        };
        const overpaid = await call<Envelope & { errors: Record<string, unknown> }>('/b2b-orders', { token, site: 'in', json: order });
        expectRestFailure(overpaid, 400);
        expect(overpaid.body.msg).toBe('The payments add up to more than the order’s total');
        const saved = await call<ResourceRecord>('/b2b-orders', { token, site: 'in', json: { ...order, payments: [{ ...order.payments[0], amount: 500_000 }] } });
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject({ taxableValue: 1_000_000, gstAmount: 180_000, totalAmount: 1_180_000, paidAmount: 500_000, dueAmount: 680_000, paymentStatus: 'partially_paid' });
        const skipped = await call<Envelope>(`/b2b-orders/${String(saved.body.id)}`, { token, site: 'in', method: 'PUT', json: { ...saved.body, orderStatus: 'completed' } });
        expectRestFailure(skipped, 400);
        expect(skipped.body.msg).toBe('This change of status is not allowed');
        const confirmed = await call<ResourceRecord>(`/b2b-orders/${String(saved.body.id)}`, { token, site: 'in', method: 'PUT', json: { ...saved.body, orderStatus: 'confirmed' } });
        expect(confirmed.body.orderStatus).toBe('confirmed');
    });
});
