import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_DATA_ROW } from '../../resources/kit/files/workbook';
import type { ResourceRecord } from '../../resources/kit/types';
import { fillTemplate, loadKit, openWorkbook, templateOf, importWorkbook, taskRow } from '../support/files';
import { call, expectRestFailure, signIn, urlOf } from './client';

const SITE_HEADERS = { siteCode: 'in', regionCode: 'IN' };

const upload = (token: string, bytes: Uint8Array) => importWorkbook(token, 'bank-offer-bindings', bytes, { fileName: 'bank-offer-batch.xlsx' });

const offer = (name: string, skuIds: readonly unknown[], tenures: string[]) => ({
    offerName: name,
    bank: 'hdfc',
    cardTypes: ['credit'],
    paymentMode: 'emi',
    emiTenures: tenures,
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 1500,
    minOrderValue: 10000,
    startTime: '2030-01-01T00:00:00.000Z',
    endTime: '2030-01-31T23:59:59.000Z',
    skuIds,
    status: 'enabled',
});

let now = 0;
beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.UTC(2026, 10, 23, 9, 0, 0);
    vi.setSystemTime(now);
});
afterEach(() => vi.useRealTimers());

/** The batch import of /bankOffer/batch: SKUs bound to offers all or nothing, under the bank offers' overlap rule. */
describe('bank offer batch', () => {
    it('refuses a file naming each bad row (unknown offer or SKU, an overlap with an offer or with a row above), then binds a good one', async () => {
        const token = await signIn('admin');
        const skus = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 9] } })).body;
        const created = async (body: Record<string, unknown>) => (await call<ResourceRecord>('/bank-offers', { token, site: 'in', json: body })).body;
        const first = await created(offer('HDFC January EMI A', [skus[0].id], ['6', '12']));
        const second = await created(offer('HDFC January EMI B', [skus[1].id], ['12']));
        const kit = await loadKit('bank-offer-bindings');
        const bad = [
            { offer: String(first.id), skuCodes: `${String(skus[3].skuId)}, ${String(skus[4].skuId)}` },
            { offer: 'No such offer', skuCodes: String(skus[5].skuId) },
            { offer: String(second.id), skuCodes: `${String(skus[6].skuId)}, NOPE-1` },
            { offer: 'HDFC January EMI B', skuCodes: String(skus[0].skuId) },
            { offer: String(second.id), skuCodes: String(skus[3].skuId) },
        ];
        const refused = await upload(token, await fillTemplate(await templateOf(kit), bad));
        vi.setSystemTime((now += 60_000));
        const failed = await taskRow(token, refused.data.id);
        expect(failed).toMatchObject({ status: 'failed', reason: '4 rows have errors: see the error file.' });
        const file = await fetch(urlOf(failed.errorUrl!), { headers: { 'x-auth-token': token, ...SITE_HEADERS } });
        const [sheet] = (await openWorkbook(new Uint8Array(await file.arrayBuffer()))).worksheets;
        const errors = (sheet.getRow(1).values as unknown[]).indexOf('Errors');
        const message = (index: number) => sheet.getRow(TEMPLATE_DATA_ROW + index).getCell(errors).value;
        expect(message(0)).toBeFalsy();
        expect(message(1)).toBe('Offer (ID or name) *: No bank offer of this site has this ID or name');
        expect(message(2)).toBe('SKU codes *: Unknown SKU codes: NOPE-1');
        expect(message(3)).toBe(`SKU codes *: Overlaps the enabled offer "HDFC January EMI A" of the same bank for SKU ${String(skus[0].id)} (tenure 12) in this period`);
        expect(message(4)).toBe(`SKU codes *: Overlaps the enabled offer "HDFC January EMI A" of the same bank for SKU ${String(skus[3].id)} (tenure 12) in this period`);
        expect((await call<ResourceRecord>(`/bank-offers/${first.id}`, { token, site: 'in' })).body.skuIds).toEqual([skus[0].id]);

        const accepted = await upload(token, await fillTemplate(await templateOf(kit), [bad[0]]));
        vi.setSystemTime((now += 60_000));
        expect((await taskRow(token, accepted.data.id)).status).toBe('success');
        expect((await call<ResourceRecord>(`/bank-offers/${first.id}`, { token, site: 'in' })).body.skuIds).toEqual([skus[0].id, skus[3].id, skus[4].id]);
        const [batch] = (await call<ResourceRecord[]>('/bank-offer-bindings', { token, site: 'in', query: { filter: { offerId: first.id } } })).body;
        expect(batch).toMatchObject({ offerId: first.id, bank: 'hdfc', skuIds: [skus[3].id, skus[4].id], addedCount: 2 });
        expect(String(batch.batchNo)).toMatch(/^BOB\d{14}$/);
        expectRestFailure(await call('/bank-offer-bindings', { token, site: 'in', json: bad[0] }), 405);
    });
});
