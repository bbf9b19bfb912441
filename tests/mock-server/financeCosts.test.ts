import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_DATA_ROW } from '../../resources/kit/files/workbook';
import { fillTemplate, loadKit, openWorkbook, templateOf, importWorkbook, taskRow } from '../support/files';
import { listRows, signIn, urlOf } from './client';

const SITE_HEADERS = { siteCode: 'in', regionCode: 'IN' };

const upload = (token: string, bytes: Uint8Array) => importWorkbook(token, 'finance-costs', bytes);
const rows = (token: string, collection: string, filter: Record<string, unknown> = {}) => listRows(token, collection, filter, { range: [0, 9999] });

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

/** Finance's figures (/inventory/finance-import) over the mock: imported through the task centre, checked row by row, read by the finance report. */
describe('finance figures', () => {
    it('refuse a file naming its bad rows (a month not its first day, a figure already there), import a good one, and cost the finance report', async () => {
        const token = await signIn('finance');
        const seeded = await rows(token, 'finance-costs');
        const skus = await rows(token, 'skus');
        const fresh = skus.filter(sku => !seeded.some(row => row.skuId === sku.id)).slice(0, 2);
        const good = fresh.map(sku => ({ month: '2026-06-01', dataType: 'unit_cost', skuId: sku.id, amount: 12_345.5 }));
        const taken = seeded[0];
        const kit = await loadKit('finance-costs');
        const bad = [...good, { ...good[0], skuId: fresh[0].id, month: '2026-06-15' }, { month: String(taken.month).slice(0, 10), dataType: taken.dataType, skuId: taken.skuId, amount: 10 }];
        const refused = await upload(token, await fillTemplate(await templateOf(kit), bad));
        vi.setSystemTime((now += 60_000));
        const failed = await taskRow(token, refused.data.id);
        expect(failed).toMatchObject({ status: 'failed', reason: '2 rows have errors: see the error file.' });
        const file = await fetch(urlOf(failed.errorUrl!), { headers: { 'x-auth-token': token, ...SITE_HEADERS } });
        const [sheet] = (await openWorkbook(new Uint8Array(await file.arrayBuffer()))).worksheets;
        const errors = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 2).getCell(errors).value).toBe('Month *: Give the month as its first day (e.g. 2026-10-01)');
        expect(sheet.getRow(TEMPLATE_DATA_ROW + 3).getCell(errors).value).toBe('SKU *: This SKU already has a figure of this type for the month');
        expect((await rows(token, 'finance-costs')).length).toBe(seeded.length);

        const accepted = await upload(token, await fillTemplate(await templateOf(kit), good));
        vi.setSystemTime((now += 60_000));
        expect((await taskRow(token, accepted.data.id)).status).toBe('success');
        expect((await rows(token, 'finance-costs')).length).toBe(seeded.length + 2);

        // The report values what stayed sold at the seeded unit cost of its SKU and month.
        const report = await rows(token, 'finance-reports');
        const costed = seeded
            .filter(row => row.dataType === 'unit_cost')
            .flatMap(cost => report.filter(line => line.skuId === cost.skuId && line.month === cost.month).map(line => [line, cost] as const));
        expect(costed.length).toBeGreaterThan(0);
        for (const [line, cost] of costed) expect(line.cost).toBeCloseTo((Number(line.salesQty) - Number(line.returnQty)) * Number(cost.amount), 2);
    }, 60_000); // Two imports and the finance report over every site's ledger: 16 s alone on a two-core machine.
});
