/**
 * The rules of the /activities screens beyond the status model, each both ways with its exact English text: the
 * one validator (the form's) refuses the input at its field, the mock refuses the same input over REST (400, the
 * field in `errors`, the text as `msg`), and the fixed input is saved. The base of each case is a seeded row of the
 * collection (so every other field is valid), moved into the future where it has a time range.
 */
import { describe, expect, it } from 'vitest';
import { kitClient, type KitRow } from '../../support/kitRest';
import { resourceEntry } from '../../../resources/kit/registry';
import { validateRecord } from '../../../resources/kit/validate';
import { en, zh } from '../activities/texts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** What the server keeps (id, derived status, audit) is not sent; a time range starts tomorrow for a week. */
const baseOf = (row: KitRow): Record<string, unknown> => {
    const { id: _id, status, creator: _c, createTime: _ct, lastEditor: _l, updateTime: _u, remainingQty: _r, ...rest } = row;
    const timed = 'startTime' in row ? { startTime: at(1), endTime: at(8) } : {};
    // Activity statuses are the server's; other statuses (online, enabled …) are the record's own.
    const ownStatus = typeof status === 'string' && !['not_started', 'in_progress', 'paused', 'ended'].includes(status) ? { status } : {};
    return { ...rest, ...timed, ...ownStatus };
};

/** collection, the broken input, the field, its English text, the fix. */
const CASES: readonly [string, Record<string, unknown>, string, string, Record<string, unknown>][] = [
    ['r-pass-stocks', { rPassQty: 100, issuedQty: 101, redeemedQty: 0 }, 'issuedQty', 'More passes issued than the R-Pass stock', { issuedQty: 100 }],
    ['r-pass-stocks', { rPassQty: 100, issuedQty: 40, redeemedQty: 41 }, 'redeemedQty', 'More passes redeemed than issued', { redeemedQty: 40 }],
    ['recommendations', { startTime: at(3), endTime: at(2) }, 'endTime', 'The end time must be after the start time', { endTime: at(4) }],
    ['online-offers', { termsLink: 'http://www.example.com/terms' }, 'termsLink', 'Enter a web address starting with https://', { termsLink: 'https://www.example.com/terms' }],
    ['shipping-rules', { scope: 'states', states: [] }, 'states', 'Choose at least one state', { states: [1] }],
    ['shipping-rules', { scope: 'pincodes', pincodes: '' }, 'pincodes', 'Enter at least one pincode', { pincodes: '560001' }],
    ['shipping-rules', { scope: 'pincodes', pincodes: '560001, 012345' }, 'pincodes', '012345 is not a pincode (six digits, not starting with 0)', { pincodes: '560001, 110001' }],
    ['delivery-promises', { minDays: 5, maxDays: 2 }, 'minDays', 'The earliest day cannot be after the latest', { minDays: 1 }],
    ['delivery-promises', { cutoffTime: '25:00' }, 'cutoffTime', 'Enter a time as HH:mm (24-hour)', { cutoffTime: '23:30' }],
    ['user-locks', { startTime: at(2), endTime: at(2) }, 'endTime', 'The end time must be after the start time', { endTime: at(30) }],
    ['pre-orders', { presaleType: 'deposit', depositAmount: null }, 'depositAmount', 'A deposit pre-order needs its deposit', { depositAmount: 999 }],
    [
        'pre-orders',
        { presaleType: 'deposit', depositAmount: 999, deductionAmount: 500 },
        'deductionAmount',
        'The amount deducted cannot be less than the deposit',
        { deductionAmount: 1_500 },
    ],
    [
        'pre-orders',
        { presaleType: 'deposit', depositAmount: 999, deductionAmount: 1_500, balanceStart: at(7), balanceEnd: at(12) },
        'balanceStart',
        'The balance payment opens after the pre-order ends',
        { balanceStart: at(9) },
    ],
    [
        'pre-orders',
        { presaleType: 'deposit', depositAmount: 999, deductionAmount: 1_500, balanceStart: at(9), balanceEnd: at(9) },
        'balanceEnd',
        'The balance payment must end after it opens',
        { balanceEnd: at(12) },
    ],
    ['partner-payment-activities-1', { maxBenefit: 5_000, budget: 4_999 }, 'maxBenefit', 'The most per order cannot exceed the budget', { budget: 500_000 }],
    ['partner-payment-activities-2', { maxBenefit: 5_000, budget: 4_999 }, 'maxBenefit', 'The most per order cannot exceed the budget', { maxBenefit: 4_999 }],
    [
        'no-cost-emi',
        { subventionType: 'partial', subventionShare: 1 },
        'subventionShare',
        'A partial subvention bears between 1% and 99% of the interest (0.01 to 0.99)',
        { subventionShare: 0.5 },
    ],
    ['community-activities', { participants: 10, winners: 11 }, 'winners', 'There cannot be more winners than participants', { winners: 10 }],
    ['payment-method-offers', { discountType: 'percent', discountPercent: null }, 'discountPercent', 'A percentage discount needs its percentage', { discountPercent: 0.1 }],
    [
        'payment-method-offers',
        { discountType: 'flat', discountAmount: 1_000, minOrderAmount: 1_000 },
        'discountAmount',
        'A flat discount must be below the minimum order',
        { discountAmount: 999 },
    ],
    ['comment-lotteries', { activityName: 'x'.repeat(251) }, 'activityName', 'Must be 250 characters or less', { activityName: 'x'.repeat(250) }],
    ['search-page-banners', { jumpType: 'mini_program', jumpMiniAppId: 'wx8f3c2a91d7b4e605', jumpMiniAppPath: '' }, 'jumpMiniAppPath', 'resource is required', { jumpMiniAppPath: 'pages/index/index' }],
];

describe.each(CASES)('%s: %j', (collection, broken, field, text, fix) => {
    it(`is refused at ${field} with '${text}', by the validator and the mock alike, then saved once fixed`, async () => {
        const client = await kitClient();
        const [seeded] = (await client.list(collection, { range: [0, 0] })).body;
        const input = { ...baseOf(seeded), ...broken };

        const { description, rules } = await resourceEntry(collection)!.load();
        const errors = validateRecord(description, input, rules);
        expect(Object.keys(errors)).toEqual([field]);
        expect(en(errors[field])).toBe(text);
        // The form shows it in Chinese too (never the key).
        expect(zh(errors[field])).not.toMatch(/^resources\.|^ra\./);

        const refused = await client.create(collection, input);
        expect(refused.status).toBe(400);
        expect(refused.body.msg).toBe(text);
        expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);

        const fixed = { ...input, ...fix };
        expect(validateRecord(description, fixed, rules)).toEqual({});
        const saved = await client.create(collection, fixed);
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject(fix);
    });
});
