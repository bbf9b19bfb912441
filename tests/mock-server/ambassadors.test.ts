/**
 * The ambassador programme over the mock's REST contract: an ambassador's orders and commission are the sums of its
 * referral records, the monthly order report adds up to the same records, and an ambassador's status moves only
 * along its table. Payouts: one a month of the settled commission, TDS withheld in India (2 % with a PAN, 20 %
 * without, above the year's threshold), on hold without a payout account or PAN; the account's formats refused with
 * their texts.
 */
import { describe, expect, it } from 'vitest';
import { commissionStatusOf } from '../../resources/referral-records/commission';
import { kitClient, type KitRow } from '../support/kitRest';
import { call, signIn, type Envelope } from './client';
import { payoutAccountRules } from '../../resources/ambassadors/rules';
import { isIban } from '../../resources/ambassadors/iban';
import type { Payout } from '../../resources/ambassadors/payouts';

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

const payoutsOf = async (ambassador: KitRow, site = 'in', account = 'admin') => {
    const answer = await call<Envelope<Payout[]>>(`/ambassadors/${String(ambassador.id)}/payouts`, { token: await signIn(account), site });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data!;
};
const sumCents = <T extends object>(rows: readonly T[], field: keyof T & string) => rows.reduce((sum, row) => sum + cents(Number(row[field])), 0);

describe('ambassador payouts on the mock', () => {
    it('seeds payout accounts in each site’s format: Indian accounts with IFSC or UPI IDs and PANs, IBANs, local numbers', async () => {
        for (const site of ['in', 'es', 'it', 'fr', 'uk', 'eu', 'tr', 'id', 'cn']) {
            const ambassadors = await (await kitClient('admin', site)).all('ambassadors');
            for (const ambassador of ambassadors) expect(payoutAccountRules(ambassador), `${site} ${String(ambassador.userId)}`).toEqual({});
            const paid = ambassadors.filter(row => row.payoutMethod);
            expect(paid.length).toBe(8);
            if (site === 'in') {
                expect(paid.filter(row => row.payoutMethod === 'upi').map(row => row.upiId)).toEqual([expect.stringMatching(/^[a-z]+\.[a-z]+@ok[a-z]+$/)]);
                expect(paid.filter(row => !row.panNumber).length).toBe(1);
            } else if (['es', 'it', 'fr', 'uk', 'eu', 'tr'].includes(site)) {
                for (const row of paid) expect(isIban(String(row.accountNumber), [String(row.accountNumber).slice(0, 2)])).toBe(true);
            }
        }
        expect(isIban('GB82 WEST 1234 5698 7654 32', ['GB'])).toBe(true);
        expect(isIban('GB82 WEST 1234 5698 7654 33', ['GB'])).toBe(false);
    });

    it('pays each month its settled commission, agreeing with the order report for the months fully settled', async () => {
        const client = await kitClient('admin');
        const records = await client.all('referral-records');
        const reports = await client.all('ambassador-reports');
        let fullySettled = 0;
        for (const ambassador of await client.all('ambassadors')) {
            const payouts = await payoutsOf(ambassador);
            const settled = records.filter(record => record.ambassadorId === ambassador.id && record.commissionStatus === 'settled');
            expect(sumCents(payouts, 'commission')).toBe(sumCents(settled, 'commissionAmount'));
            expect(payouts.reduce((sum, payout) => sum + payout.orders, 0)).toBe(settled.length);
            for (const payout of payouts) {
                expect(cents(payout.netAmount)).toBe(cents(payout.commission) - cents(payout.tdsAmount));
                const month = records.filter(record => record.ambassadorId === ambassador.id && String(record.orderTime).startsWith(payout.period));
                if (month.some(record => record.commissionStatus === 'pending' || record.commissionStatus === 'confirmed')) continue;
                const report = reports.find(row => row.ambassadorId === ambassador.id && row.period === payout.period)!;
                expect(cents(payout.commission)).toBe(cents(Number(report.commission)));
                fullySettled += 1;
            }
        }
        expect(fullySettled).toBeGreaterThan(10);
    });

    it('withholds TDS in India only: 2 % of the year’s commission past ₹20,000 with a PAN, 20 % without; none elsewhere', async () => {
        const client = await kitClient('admin');
        const ambassadors = await client.all('ambassadors');
        const withPan = ambassadors.filter(row => row.panNumber && row.payoutMethod);
        let taxed = 0;
        for (const ambassador of withPan) {
            const payouts = await payoutsOf(ambassador);
            const year = sumCents(payouts, 'commission');
            expect(sumCents(payouts, 'tdsAmount')).toBe(year > 2_000_000 ? Math.round(year * 0.02) : 0);
            if (year > 2_000_000) taxed += 1;
            for (const payout of payouts) expect(payout.status).toBe(payout.payDate <= '2026-11-01' ? 'paid' : 'scheduled');
        }
        expect(taxed).toBeGreaterThan(0);
        const noPan = ambassadors.find(row => row.status === 'approved' && row.payoutMethod && !row.panNumber)!;
        const held = await payoutsOf(noPan);
        expect(held.length).toBeGreaterThan(0);
        for (const payout of held) expect(payout).toMatchObject({ tdsRate: 0.2, status: 'on_hold', holdReason: 'no_pan' });
        const noAccount = ambassadors.find(row => row.status === 'approved' && !row.payoutMethod)!;
        for (const payout of await payoutsOf(noAccount)) expect(payout).toMatchObject({ status: 'on_hold', holdReason: 'no_account' });
        const european = (await (await kitClient('admin', 'es')).all('ambassadors')).find(row => row.payoutMethod && row.status === 'approved')!;
        const paid = await payoutsOf(european, 'es');
        expect(paid.length).toBeGreaterThan(0);
        for (const payout of paid) expect(payout).toMatchObject({ tdsRate: 0, tdsAmount: 0, netAmount: payout.commission, holdReason: null });
    });

    it('refuses a bad PAN, IFSC, UPI ID or IBAN with its text, and pays once a good PAN is given', async () => {
        const client = await kitClient('admin');
        const noPan = (await client.all('ambassadors')).find(row => row.status === 'approved' && row.payoutMethod && !row.panNumber)!;
        const company = await client.update('ambassadors', noPan.id, { ...noPan, panNumber: 'ABCCV1234K' });
        expect(company.status).toBe(400);
        expect(company.body.msg).toBe('A PAN is 5 capitals, 4 digits and a capital, the 4th letter P (a person’s), e.g. ABCPV1234K');
        expect((await client.update('ambassadors', noPan.id, { ...noPan, ifsc: 'HDFC1234567' })).body.msg).toBe(
            'An IFSC is 4 capitals (the bank), 0 and 6 capitals or digits (the branch), e.g. HDFC0001234',
        );
        expect((await client.update('ambassadors', noPan.id, { ...noPan, payoutMethod: 'upi', upiId: 'rohan verma' })).body.msg).toBe(
            'A UPI ID is a name, @ and the handle of the bank’s app, e.g. rohan.verma@okaxis',
        );
        const saved = await client.update('ambassadors', noPan.id, { ...noPan, panNumber: 'ABCPV1234K' });
        expect(saved.status).toBe(200);
        const payouts = await payoutsOf(noPan);
        for (const payout of payouts) expect(payout.status).not.toBe('on_hold');
        expect(payouts.every(payout => payout.tdsRate === 0.02)).toBe(true);

        const spain = await kitClient('admin', 'es');
        const spanish = (await spain.all('ambassadors')).find(row => row.payoutMethod)!;
        const wrongCheck = String(spanish.accountNumber).replace(/^ES(\d\d)/, (_all, check: string) => `ES${String((Number(check) + 1) % 100).padStart(2, '0')}`);
        expect((await spain.update('ambassadors', spanish.id, { ...spanish, accountNumber: wrongCheck })).body.msg).toBe(
            'Not a valid IBAN of ES: the country, 2 check digits and the account, the check digits agreeing',
        );
        expect((await spain.update('ambassadors', spanish.id, { ...spanish, panNumber: 'ABCPV1234K' })).body.msg).toBe('A PAN is asked on site in only');
    });
});
