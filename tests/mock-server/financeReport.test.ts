import { describe, expect, it, vi } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import type { MonthTotals } from '../../resources/finance-reports/monthly';
import { call, signIn, type Envelope } from './client';

vi.setConfig({ testTimeout: 60_000 });

const all = async (token: string, collection: string) => (await call<ResourceRecord[]>(`/${collection}`, { token, site: 'in', query: { range: [0, 99_999] } })).body;
const total = (rows: readonly ResourceRecord[], field: string) => Math.round(rows.reduce((sum, row) => sum + Number(row[field]), 0) * 100) / 100;

/** The finance report (/inventory/finance-report) over the mock: its sums are the invoice list's, month by month. */
describe('finance report', () => {
    it('sums to the GST invoices and credit notes: sales, returns, net and GST per month', async () => {
        const token = await signIn('finance');
        const [report, documents] = await Promise.all([all(token, 'finance-reports'), all(token, 'gst-invoices')]);
        expect(report.length).toBeGreaterThan(100);
        const months = [...new Set(report.map(row => String(row.month)))];
        for (const month of months.slice(0, 3)) {
            const rows = report.filter(row => row.month === month);
            const ofMonth = documents.filter(row => String(row.invoiceDate).slice(0, 7) === month.slice(0, 7));
            const invoices = ofMonth.filter(row => row.invoiceType === 'tax_invoice');
            const credits = ofMonth.filter(row => row.invoiceType === 'credit_note');
            expect(total(rows, 'salesAmount'), month).toBeCloseTo(total(invoices, 'totalAmount'), 0);
            expect(total(rows, 'returnAmount'), month).toBeCloseTo(total(credits, 'totalAmount'), 0);
            const tax = (docs: readonly ResourceRecord[]) => total(docs, 'cgst') + total(docs, 'sgst') + total(docs, 'igst');
            expect(total(rows, 'taxAmount'), month).toBeCloseTo(tax(invoices) - tax(credits), 0);
        }
        for (const row of report) expect(row.netAmount).toBeCloseTo(Number(row.salesAmount) - Number(row.returnAmount), 2);
    });

    it('answers its chart: sales, returns and net per month, oldest first, of the rows the list’s filter selects', async () => {
        const token = await signIn('finance');
        const [{ stateId }] = await all(token, 'finance-reports');
        const query = { filter: { stateId } };
        const rows = (await call<ResourceRecord[]>('/finance-reports', { token, site: 'in', query: { ...query, range: [0, 99_999] } })).body;
        const { body } = await call<Envelope<MonthTotals[]>>('/finance-reports/monthly', { token, site: 'in', query });
        expect(body.code).toBe(200);
        const months = [...new Set(rows.map(row => String(row.month).slice(0, 7)))].sort();
        expect(body.data.map(month => month.month)).toEqual(months);
        for (const month of body.data) {
            const ofMonth = rows.filter(row => String(row.month).startsWith(month.month));
            expect([month.salesAmount, month.returnAmount, month.netAmount], month.month).toEqual([
                total(ofMonth, 'salesAmount'),
                total(ofMonth, 'returnAmount'),
                total(ofMonth, 'netAmount'),
            ]);
        }
        const bad = await call<Envelope>('/finance-reports/monthly?filter=%5B1%5D', { token, site: 'in' });
        expect([bad.body.code, bad.body.msg]).toEqual([400, expect.stringContaining('filter has the wrong shape')]);
    });
});
