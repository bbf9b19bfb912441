/**
 * The ambassador programme over the mock's REST contract: an ambassador's orders and commission are the sums of its
 * referral records, the monthly order report adds up to the same records, and an ambassador's status moves only
 * along its table.
 */
import { describe, expect, it } from 'vitest';
import { commissionStatusOf } from '../../resources/referral-records/commission';
import { kitClient } from '../support/kitRest';

const cents = (value: number) => Math.round(value * 100);

describe('the ambassador programme on the mock', () => {
    it("sums each ambassador's orders and commission, and each month's report, from the referral records", async () => {
        const client = await kitClient('admin');
        const ambassadors = await client.all('ambassadors');
        const records = await client.all('referral-records');
        const reports = await client.all('ambassador-reports');
        expect(ambassadors.length).toBe(12);
        for (const ambassador of ambassadors) {
            const own = records.filter(record => record.ambassadorId === ambassador.id);
            const kept = own.filter(record => record.commissionStatus !== 'cancelled');
            expect(ambassador.totalOrders).toBe(kept.length);
            expect(cents(Number(ambassador.totalCommission))).toBe(cents(kept.reduce((sum, record) => sum + Number(record.commissionAmount), 0)));
            const months = reports.filter(report => report.ambassadorId === ambassador.id);
            expect(months.reduce((sum, report) => sum + Number(report.orders), 0)).toBe(own.length);
            expect(cents(months.reduce((sum, report) => sum + Number(report.commission), 0))).toBe(cents(Number(ambassador.totalCommission)));
            for (const report of months) expect(cents(Number(report.netGmv))).toBe(cents(Number(report.gmv) - Number(report.refundedAmount)));
        }
        expect((await client.update('referral-records', records[0].id, { commissionStatus: 'settled' })).status).toBe(405);
    });

    it('moves an ambassador only along the status table, and keeps its totals the server’s', async () => {
        const client = await kitClient('admin');
        const ambassadors = await client.all('ambassadors');
        const pending = ambassadors.find(row => row.status === 'pending')!;
        const approved = (await client.update('ambassadors', pending.id, { ...pending, status: 'approved' })).body;
        expect(approved.status).toBe('approved');
        const back = await client.update('ambassadors', pending.id, { ...approved, status: 'pending' });
        expect(back.body.msg).toBe('An ambassador cannot go from approved to pending');
        const inflated = await client.update('ambassadors', pending.id, { ...approved, totalCommission: 99_999 });
        expect(inflated.body.msg).toBe('Orders and commission are summed from the referral records');
    });

    it("sums each programme product's orders and GMV from its referral records, which earn its rate", async () => {
        const client = await kitClient('admin');
        const products = await client.all('ambassador-products');
        const records = await client.all('referral-records');
        expect(products.length).toBe(8);
        for (const product of products) {
            const own = records.filter(record => record.skuId === product.skuId);
            for (const record of own) expect(record.commissionRate).toBe(product.commissionRate);
            const kept = own.filter(record => record.commissionStatus !== 'cancelled');
            expect(product.orders).toBe(kept.length);
            expect(cents(Number(product.gmv))).toBe(cents(kept.reduce((sum, record) => sum + Number(record.orderAmount), 0)));
        }
        const stranger = (await client.all('skus')).find(sku => sku.spuId !== products[0].spuId && !products.some(product => product.skuId === sku.id))!;
        const refused = await client.create('ambassador-products', { spuId: products[0].spuId, skuId: stranger.id, commissionRate: 0.05, startTime: '2026-12-01T00:00:00.000Z', status: 'enabled' });
        expect(refused.body.msg).toBe("Choose a SKU of the product's SPU");
        const inflated = await client.update('ambassador-products', products[0].id, { ...products[0], orders: 999 });
        expect(inflated.body.msg).toBe('Clicks, orders and GMV are counted by the server');
    });

    it('keeps a commission pending through the return window, confirmed until the payout, then settled', () => {
        expect([0, 14, 15, 44, 45].map(days => commissionStatusOf(days, false))).toEqual(['pending', 'pending', 'confirmed', 'confirmed', 'settled']);
        expect(commissionStatusOf(60, true)).toBe('cancelled');
    });
});
