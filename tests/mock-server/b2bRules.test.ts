import { describe, expect, it } from 'vitest';
import { gstinCheck, gstinProblem, isIfsc } from '../../base/gstin';
import type { ResourceRecord } from '../../resources/kit/types';
import { owedElsewhere } from '../../resources/b2b-orders/credit';
import { supplyTypeOf } from '../../resources/b2b-orders/supply';
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
        // The customer with the most credit left (its limit less what it owes on its orders), so the order below fits.
        const customers = (await call<ResourceRecord[]>('/b2b-customers', { token, site: 'in', query: { range: [0, 99] } })).body;
        const allOrders = (await call<ResourceRecord[]>('/b2b-orders', { token, site: 'in', query: { range: [0, 999] } })).body;
        const roomOf = (candidate: ResourceRecord) => Number(candidate.creditLimit) - owedElsewhere(candidate.id, undefined, allOrders);
        const customer = [...customers].sort((a, b) => roomOf(b) - roomOf(a))[0];
        expect(roomOf(customer)).toBeGreaterThan(680_000);
        const [warehouse] = (await call<ResourceRecord[]>('/warehouses', { token, site: 'in', query: { range: [0, 0] } })).body;
        const supplyType = supplyTypeOf(warehouse.stateId, customer.stateId);
        const [account] = (await call<ResourceRecord[]>('/receiving-accounts', { token, site: 'in', query: { range: [0, 0] } })).body;
        const [sku] = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 0] } })).body;
        const order = {
            b2bOrderNo: 'B2B26900001', customerId: customer.id, warehouseId: warehouse.id, receivingAccountId: account.id, orderStatus: 'created', supplyType,
            lines: [{ skuId: sku.id, qty: 100, unitPrice: 10_000, gstRate: 0.18 }],
            payments: [{ utrNo: 'HDFCR52026000000000001', amount: 1_200_000, paidDate: '2026-05-01' }],
        };
        const overpaid = await call<Envelope & { errors: Record<string, unknown> }>('/b2b-orders', { token, site: 'in', json: order });
        expectRestFailure(overpaid, 400);
        expect(overpaid.body.msg).toBe('The payments add up to more than the order’s total');
        const saved = await call<ResourceRecord>('/b2b-orders', { token, site: 'in', json: { ...order, payments: [{ ...order.payments[0], amount: 500_000 }] } });
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject({ taxableValue: 1_000_000, gstAmount: 180_000, totalAmount: 1_180_000, paidAmount: 500_000, dueAmount: 680_000, paymentStatus: 'partially_paid' });
        // The GST split as the invoices split it: half CGST and half SGST within a state, all IGST across.
        expect([saved.body.cgst, saved.body.sgst, saved.body.igst]).toEqual(supplyType === 'intra_state' ? [90_000, 90_000, 0] : [0, 0, 180_000]);
        const skipped = await call<Envelope>(`/b2b-orders/${String(saved.body.id)}`, { token, site: 'in', method: 'PUT', json: { ...saved.body, orderStatus: 'completed' } });
        expectRestFailure(skipped, 400);
        expect(skipped.body.msg).toBe('This change of status is not allowed');
        const confirmed = await call<ResourceRecord>(`/b2b-orders/${String(saved.body.id)}`, { token, site: 'in', method: 'PUT', json: { ...saved.body, orderStatus: 'confirmed' } });
        expect(confirmed.body.orderStatus).toBe('confirmed');
    });

    it('a bulk order: past the customer’s credit limit refused at the customer, a wrong supply type refused, the seeds split as their states say', async () => {
        const token = await signIn('admin');
        const customers = (await call<ResourceRecord[]>('/b2b-customers', { token, site: 'in', query: { range: [0, 99] } })).body;
        const warehouses = (await call<ResourceRecord[]>('/warehouses', { token, site: 'in', query: { range: [0, 99] } })).body;
        const orders = (await call<ResourceRecord[]>('/b2b-orders', { token, site: 'in', query: { range: [0, 999] } })).body;
        const stateOf = (rows: readonly ResourceRecord[], id: unknown) => rows.find(row => row.id === id)?.stateId;
        for (const order of orders) {
            expect(order.supplyType).toBe(supplyTypeOf(stateOf(warehouses, order.warehouseId), stateOf(customers, order.customerId)));
            expect(Number(order.cgst) + Number(order.sgst) + Number(order.igst)).toBeCloseTo(Number(order.gstAmount), 2);
            expect(order.supplyType === 'intra_state' ? order.igst : order.cgst).toBe(0);
        }
        // Every seeded customer owes less than its limit.
        for (const candidate of customers) expect(owedElsewhere(candidate.id, undefined, orders)).toBeLessThan(Number(candidate.creditLimit));
        const customer = customers[0];
        const [account] = (await call<ResourceRecord[]>('/receiving-accounts', { token, site: 'in', query: { range: [0, 0] } })).body;
        const [sku] = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 0] } })).body;
        const room = Number(customer.creditLimit) - owedElsewhere(customer.id, undefined, orders);
        // One unit more than the customer's room, before GST: its total (and so its amount due) is past the limit.
        const order = {
            b2bOrderNo: 'B2B26900002', customerId: customer.id, warehouseId: warehouses[0].id, receivingAccountId: account.id, orderStatus: 'created',
            supplyType: supplyTypeOf(warehouses[0].stateId, customer.stateId),
            lines: [{ skuId: sku.id, qty: 1, unitPrice: Math.max(Math.ceil(room) + 1, 1), gstRate: 0.18 }],
        };
        const refused = await call<Envelope & { errors: Record<string, unknown> }>('/b2b-orders', { token, site: 'in', json: order });
        expectRestFailure(refused, 400);
        expect(refused.body.errors.customerId).toBe('resources.b2b-orders.validation.credit_limit');
        expect(refused.body.msg).toBe('This order would take the customer past its credit limit: what it still owes on its other orders and this order’s amount due together exceed it');
        const wrongSupply = { ...order, supplyType: order.supplyType === 'intra_state' ? 'inter_state' : 'intra_state', lines: [{ ...order.lines[0], unitPrice: 1 }] };
        const misfiled = await call<Envelope & { errors: Record<string, unknown> }>('/b2b-orders', { token, site: 'in', json: wrongSupply });
        expectRestFailure(misfiled, 400);
        expect(misfiled.body.errors.supplyType).toBe('resources.b2b-orders.validation.supply_type');
        expect((await call('/b2b-orders', { token, site: 'in', json: { ...wrongSupply, supplyType: order.supplyType } })).status).toBe(201);
    });
});
