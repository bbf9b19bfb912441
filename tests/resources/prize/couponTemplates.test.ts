/**
 * The coupon template rules (spec section 5) as their one validator says them, with the exact English text: the
 * form runs it, and the mock on every write (tests/mock-server/prize.test.ts sends the same cases over HTTP).
 */
import { describe, expect, it } from 'vitest';
import { englishText } from '../../../mock-server/db/kit/checkWrite';
import { validateRecord } from '../../../resources/kit/validate';
import * as templates from '../../../resources/coupon-templates/index';
import { generateCountError, isCombinableSuperCoupon } from '../../../resources/coupon-templates/rules';
import { BAD_TEMPLATES, GOOD_CHANGES, VALID_TEMPLATE } from './couponTemplateCases';

const textsOf = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(validateRecord(templates.description, record, templates.rules)).map(([field, error]) => [field, englishText(error)]));

const SPUS = [
    { id: 1, spuId: 'SPU000001', modelCode: 'R2207A', siteCode: 'in' },
    { id: 2, spuId: 'SPU000002', modelCode: 'K1234B', siteCode: 'in' },
    { id: 3, spuId: 'SPU000003', modelCode: 'K1234B', siteCode: 'in' },
];
const serverTexts = (rCode: unknown, rType = 'r_code') =>
    Object.fromEntries(
        Object.entries(templates.serverRules({ ...VALID_TEMPLATE, rType, rCode }, collection => (collection === 'spu' ? SPUS : []))).map(([field, error]) => [
            field,
            englishText(error),
        ]),
    );

describe('coupon template validator', () => {
    it('accepts the valid template', () => {
        expect(textsOf(VALID_TEMPLATE)).toEqual({});
    });

    it.each(BAD_TEMPLATES)('refuses %s', (_what, change, field, text) => {
        expect(textsOf({ ...VALID_TEMPLATE, ...change })).toEqual({ [field]: text });
    });

    it.each(GOOD_CHANGES)('accepts %s', (_what, change) => {
        expect(textsOf({ ...VALID_TEMPLATE, ...change })).toEqual({});
    });
});

describe('an R code must match exactly one SPU (the server’s rule over its SPUs)', () => {
    it.each([
        ['no SPU', 'X0000Z'],
        ['two SPUs', 'K1234B'],
        ['two SPUs, in other letter case', 'k1234b'],
    ])('refuses a code matching %s', (_what, rCode) => {
        expect(serverTexts(rCode)).toEqual({ rCode: 'An R code must match exactly one SPU' });
    });

    it('accepts a code matching one SPU, whatever the letter case, and ignores the code when the R type is none', () => {
        expect(serverTexts('R2207A')).toEqual({});
        expect(serverTexts(' r2207a ')).toEqual({});
        expect(serverTexts('X0000Z', 'none')).toEqual({});
    });
});

describe('the warning before saving a combinable super coupon', () => {
    it('asks only for a super coupon that combines', () => {
        expect(isCombinableSuperCoupon({ couponType: 'super', combinable: true })).toBe(true);
        expect(isCombinableSuperCoupon({ couponType: 'super', combinable: false })).toBe(false);
        expect(isCombinableSuperCoupon({ couponType: 'normal', combinable: true })).toBe(false);
    });
});

describe('generating codes', () => {
    it.each([0, 1001, 2.5, -3, 'ten', null])('refuses a count of %o', count => {
        expect(englishText(generateCountError(count)!)).toBe('Generate between 1 and 1000 codes at a time');
    });
    it.each([1, 1000, '25'])('accepts a count of %o', count => {
        expect(generateCountError(count)).toBeUndefined();
    });
});
