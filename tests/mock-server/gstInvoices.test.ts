import { describe, expect, it, vi } from 'vitest';
import { gstOf, lineTotal, taxableOf } from '../../resources/gst-invoices/tax';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn } from './client';

/**
 * The GST invoices and credit notes (/inventory/invoice-list) over the mock: one tax invoice per shipped order of the
 * site in, its tax split by whether the warehouse's state is the delivery state, its seller a company GSTIN of
 * /inventory/gstinSetting; one credit note per return in the stock ledger, never above its invoice.
 */
vi.setConfig({ testTimeout: 60_000 });

const SITE = 'in';
const rows = async (token: string, collection: string, filter: Record<string, unknown> = {}, range: [number, number] = [0, 99_999]) =>
    (await call<ResourceRecord[]>(`/${collection}`, { token, site: SITE, query: { filter, range } })).body;

describe('GST on a supply', () => {
    it('splits into CGST and SGST within a state and is IGST across states, on the value inside a GST-inclusive price', () => {
        expect(gstOf(1000, 0.18, true)).toEqual({ cgst: 90, sgst: 90, igst: 0 });
        expect(gstOf(1000, 0.18, false)).toEqual({ cgst: 0, sgst: 0, igst: 180 });
        expect(taxableOf(11_800, 0.18)).toBe(10_000);
        expect(lineTotal(10_000, gstOf(10_000, 0.18, true))).toBe(11_800);
    });
});

describe('the invoice list', () => {
    it('invoices every shipped order under the GSTIN of its warehouse, with the tax of its supply, for what the customer paid', async () => {
        const token = await signIn('admin');
        const invoices = await rows(token, 'gst-invoices', { invoiceType: 'tax_invoice' }, [0, 199]);
        expect(invoices.length).toBe(200);
        const gstins = new Set((await rows(token, 'gstin-settings')).map(row => row.gstin));
        const stateCode = new Map((await rows(token, 'states')).map(row => [row.id, String(row.gstStateCode)]));
        const kinds = new Set<unknown>();
        for (const invoice of invoices) {
            expect(gstins.has(invoice.sellerGstin)).toBe(true);
            expect(String(invoice.invoiceNo)).toMatch(/^[A-Z0-9]{1,6}\/\d{4}\/\d{5}$/);
            const sameState = String(invoice.sellerGstin).slice(0, 2) === stateCode.get(invoice.placeOfSupply as string | number);
            expect(invoice.supplyType).toBe(sameState ? 'intra_state' : 'inter_state');
            if (sameState) expect([invoice.igst, invoice.cgst]).toEqual([0, invoice.sgst]);
            else expect([invoice.cgst, invoice.sgst, Number(invoice.igst) > 0]).toEqual([0, 0, true]);
            expect(Number(invoice.totalAmount)).toBeCloseTo(Number(invoice.taxableValue) + Number(invoice.cgst) + Number(invoice.sgst) + Number(invoice.igst), 2);
            kinds.add(invoice.supplyType);
        }
        expect([...kinds].sort()).toEqual(['inter_state', 'intra_state']);
        const [first] = invoices;
        const [order] = await rows(token, 'orders', { orderId: first.orderId });
        expect(['shipped', 'delivered']).toContain(order.orderStatus);
        expect(Math.abs(Number(first.totalAmount) - Number(order.orderAmount))).toBeLessThan(0.05 * (first.lines as unknown[]).length);
        expectRestFailure(await call(`/gst-invoices/${String(first.id)}`, { token, site: SITE, method: 'PUT', json: first }), 405);
    });

    it('credits each return of the stock ledger on its order’s invoice, never above it', async () => {
        const token = await signIn('admin');
        const credits = await rows(token, 'gst-invoices', { invoiceType: 'credit_note' });
        expect(credits.length).toBeGreaterThan(5);
        const returns = await rows(token, 'stock-movements', { movementType: 'return' });
        for (const credit of credits.slice(0, 20)) {
            expect(returns.some(movement => movement.reference === credit.orderId)).toBe(true);
            const [invoice] = await rows(token, 'gst-invoices', { invoiceNo: credit.originalInvoiceNo });
            expect([invoice.invoiceType, invoice.orderId, invoice.supplyType]).toEqual(['tax_invoice', credit.orderId, credit.supplyType]);
            expect(Number(credit.totalAmount)).toBeLessThanOrEqual(Number(invoice.totalAmount));
            expect(String(credit.invoiceNo)).toMatch(/^[A-Z0-9]{1,6}\/CN\d{4}\/\d{5}$/);
        }
    });
});
