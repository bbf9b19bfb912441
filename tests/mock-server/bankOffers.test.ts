import { describe, expect, it } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';
import { call, expectRestFailure, signIn, type Envelope } from './client';

/**
 * Bank offers over the mock: the offer rules refuse what the form refuses, with its texts at their fields, and two
 * enabled offers of one bank may not cover the same SKU and tenure at the same time.
 */
interface Failure extends Envelope {
    errors?: Record<string, unknown>;
}

const offer = (skuIds: readonly unknown[], extra: Record<string, unknown> = {}) => ({
    offerName: 'HDFC festive EMI',
    bank: 'hdfc',
    cardTypes: ['credit'],
    paymentMode: 'emi',
    emiTenures: ['6', '12'],
    discountType: 'percent',
    discountValue: 10,
    maxDiscount: 1500,
    minOrderValue: 10000,
    startTime: '2030-01-01T00:00:00.000Z',
    endTime: '2030-01-31T23:59:59.000Z',
    skuIds,
    status: 'enabled',
    ...extra,
});

describe('bank offers', () => {
    it('refuses a cap-less percentage, a flat discount above the minimum and EMI without tenures, with their texts', async () => {
        const token = await signIn('os');
        const [sku] = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 0] } })).body;
        const refused = await call<Failure>('/bank-offers', {
            token,
            site: 'in',
            json: offer([sku.id], { maxDiscount: null, endTime: '2029-12-31T00:00:00.000Z', emiTenures: [] }),
        });
        expectRestFailure(refused, 400);
        expect(refused.body.errors).toMatchObject({
            maxDiscount: 'resources.bank-offers.validation.cap_required',
            endTime: 'resources.bank-offers.validation.end_before_start',
            emiTenures: 'resources.bank-offers.validation.tenures_required',
        });
        const flat = await call<Failure>('/bank-offers', { token, site: 'in', json: offer([sku.id], { discountType: 'flat', discountValue: 10000 }) });
        expect(flat.body.msg).toBe('A flat discount must be below the minimum order value');
    });

    it('refuses an enabled offer overlapping another of the same bank, SKU and tenure; another tenure or bank is fine', async () => {
        const token = await signIn('pm');
        const skus = (await call<ResourceRecord[]>('/skus', { token, site: 'in', query: { range: [0, 1] } })).body;
        const first = await call<ResourceRecord>('/bank-offers', { token, site: 'in', json: offer([skus[0].id]) });
        expect(first.status).toBe(201);

        const overlapping = await call<Failure>('/bank-offers', {
            token,
            site: 'in',
            json: offer([skus[1].id, skus[0].id], { offerName: 'HDFC mid-month', emiTenures: ['12'], startTime: '2030-01-15T00:00:00.000Z', endTime: '2030-02-15T00:00:00.000Z' }),
        });
        expectRestFailure(overlapping, 400);
        expect(overlapping.body.msg).toBe(`Overlaps the enabled offer "HDFC festive EMI" of the same bank for SKU ${String(skus[0].id)} (tenure 12) in this period`);
        expect(overlapping.body.errors).toHaveProperty('skuIds');

        const otherTenure = await call('/bank-offers', { token, site: 'in', json: offer([skus[0].id], { offerName: 'HDFC 9 months', emiTenures: ['9'] }) });
        expect(otherTenure.status).toBe(201);
        const otherBank = await call('/bank-offers', { token, site: 'in', json: offer([skus[0].id], { offerName: 'ICICI festive EMI', bank: 'icici' }) });
        expect(otherBank.status).toBe(201);
        const disabled = await call('/bank-offers', { token, site: 'in', json: offer([skus[0].id], { offerName: 'HDFC draft', status: 'disabled' }) });
        expect(disabled.status).toBe(201);
    });
});
