import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_DATA_ROW } from '../../resources/kit/files/workbook';
import type { ResourceRecord } from '../../resources/kit/types';
import { fillTemplate, loadKit, openWorkbook, templateOf, importWorkbook, taskRow } from '../support/files';
import { call, expectRestFailure, listRows, signIn, urlOf } from './client';

const SITE_HEADERS = { siteCode: 'in', regionCode: 'IN' };
const minor = (amount: unknown) => Math.round(Number(amount) * 100);

const upload = (token: string, bytes: Uint8Array) => importWorkbook(token, 'cod-lines', bytes, { fileName: 'cod-remittance.xlsx' });
const rows = listRows;

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

/** COD remittances (/financialReconciliation/codImport, codList, codDetail) over the mock. */
describe('COD remittances', () => {
    it('are summed from their lines, each matched against the delivered COD orders of /orders to the paisa', async () => {
        const token = await signIn('admin');
        const remittances = await rows(token, 'cod-remittances');
        const lines = await rows(token, 'cod-lines');
        const orders = await rows(token, 'orders', { payMethod: 'COD', orderStatus: 'delivered' });
        expect(remittances.length).toBeGreaterThan(20);
        const byOrder = new Map(orders.map(order => [order.orderId, order]));
        for (const line of lines) {
            const order = byOrder.get(line.orderId);
            if (!order) {
                expect(line.matchStatus).toBe('missing');
                continue;
            }
            const diff = minor(line.codAmount) - minor(order.orderAmount);
            expect(minor(line.orderAmount)).toBe(minor(order.orderAmount));
            expect(minor(line.diffAmount)).toBe(diff);
            expect(line.matchStatus).toBe(diff === 0 ? 'matched' : diff < 0 ? 'short' : 'excess');
        }
        expect(new Set(lines.map(line => line.matchStatus))).toEqual(new Set(['matched', 'short', 'excess', 'missing']));
        for (const remittance of remittances.slice(0, 40)) {
            const own = lines.filter(line => line.remittanceId === remittance.id);
            expect(remittance.orderCount).toBe(own.length);
            expect(minor(remittance.codAmount)).toBe(own.reduce((sum, line) => sum + minor(line.codAmount), 0));
            expect(minor(remittance.deductionAmount)).toBe(minor(remittance.codAmount) - minor(remittance.remittedAmount));
            const matched = own.filter(line => line.matchStatus === 'matched').length;
            expect(remittance.status).toBe(matched === own.length ? 'matched' : matched === 0 ? 'unmatched' : 'partially_matched');
        }
        expect(new Set(remittances.map(row => row.status))).toContain('partially_matched');
        // Written by the import only.
        expectRestFailure(await call(`/cod-lines`, { token, site: 'in', json: { ...lines[0], id: undefined } }), 405);
    });

    it('imports a remittance all or none, each bad row named (UTR format, one UTR a remittance, a remittance once), then lists and matches it', async () => {
        const token = await signIn('finance');
        const orders = (await rows(token, 'orders', { payMethod: 'COD', orderStatus: 'delivered' })).filter(order => String(order.shippingNumber).startsWith('DL'));
        const remitted = new Set((await rows(token, 'cod-lines')).map(line => line.orderId));
        const [first, second] = orders.filter(order => !remitted.has(order.orderId));
        const line = (order: ResourceRecord, codAmount: number) => ({
            courier: 'DL',
            remittanceDate: '2026-11-23',
            utrNo: 'HDFCN26327000123',
            awbNo: order.shippingNumber,
            orderId: order.orderId,
            deliveredDate: '2026-11-20',
            codAmount,
            remittedAmount: Math.round(codAmount * 98.5) / 100,
        });
        const good = [line(first, Number(first.orderAmount)), line(second, Number(second.orderAmount) - 100)];
        const kit = await loadKit('cod-lines');
        const bad = [good[0], { ...good[1], utrNo: 'HDFC123' }, { ...good[1], awbNo: 'DL1', utrNo: 'ICICN26327000999' }];
        const refused = await upload(token, await fillTemplate(await templateOf(kit), bad));
        vi.setSystemTime((now += 60_000));
        const failed = await taskRow(token, refused.data.id);
        expect(failed).toMatchObject({ status: 'failed', reason: '2 rows have errors: see the error file.' });
        const file = await fetch(urlOf(failed.errorUrl!), { headers: { 'x-auth-token': token, ...SITE_HEADERS } });
        const [sheet] = (await openWorkbook(new Uint8Array(await file.arrayBuffer()))).worksheets;
        const errors = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 1).getCell(errors).value).toContain('UTR number *: A UTR is NEFT');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 2).getCell(errors).value).toContain('AWB number *: An AWB number of this courier is DL and 10 digits');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 2).getCell(errors).value).toContain(`The lines of one remittance carry one UTR (row ${TEMPLATE_DATA_ROW - 1 + 1} says HDFCN26327000123)`);
        expect(await rows(token, 'cod-lines', { remittanceDate: '2026-11-23' })).toEqual([]);

        const accepted = await upload(token, await fillTemplate(await templateOf(kit), good));
        vi.setSystemTime((now += 60_000));
        expect((await taskRow(token, accepted.data.id)).status).toBe('success');
        const [remittance] = await rows(token, 'cod-remittances', { courier: 'DL', remittanceDate: '2026-11-23' });
        expect(remittance).toMatchObject({ id: 'in-DL-20261123', orderCount: 2, status: 'partially_matched', utrNo: 'HDFCN26327000123' });
        expect(minor(remittance.diffAmount)).toBe(-10_000);
        const imported = await rows(token, 'cod-lines', { remittanceId: remittance.id });
        expect(imported.map(row => row.matchStatus).sort()).toEqual(['matched', 'short']);
        expect(imported[0].creator).toBeTruthy();

        // The same courier and date again: refused at the remittance date.
        const again = await upload(token, await fillTemplate(await templateOf(kit), [{ ...line(orders[5], 10), awbNo: 'DL0000000001', orderId: 'OMS999999999' }]));
        vi.setSystemTime((now += 60_000));
        const twice = await taskRow(token, again.data.id);
        expect(twice.status).toBe('failed');
        const twiceFile = await fetch(urlOf(twice.errorUrl!), { headers: { 'x-auth-token': token, ...SITE_HEADERS } });
        const [twiceSheet] = (await openWorkbook(new Uint8Array(await twiceFile.arrayBuffer()))).worksheets;
        expect(twiceSheet.getRow(TEMPLATE_DATA_ROW).getCell(errors).value).toContain('This courier’s remittance of this date is already imported (UTR HDFCN26327000123)');
    });
});
