/**
 * The coupon template rules' cases, shared by the validator test (couponTemplates.test.ts) and the mock's
 * (tests/mock-server/prize.test.ts): a valid template, and each bad input with the field and the exact English text.
 */
export const VALID_TEMPLATE: Readonly<Record<string, unknown>> = {
    templateCode: 'CTTEST01',
    name: 'Diwali 500 off',
    type: 'cash',
    couponType: 'normal',
    combinable: false,
    discountPercentage: null,
    discountValue: 500,
    limitedValue: 5000,
    minimumOrderAmount: 0,
    limitedType: 'per_user',
    limitedTimes: 1,
    freeDelivery: false,
    gift: false,
    timeMode: 'by_day',
    expiryDays: 15,
    validityStart: null,
    validityEnd: null,
    productScope: 'all',
    rType: 'none',
    rCode: null,
    instructions: 'One per order',
    remark: '',
};

const START = '2026-12-01T00:00:00.000Z';
const END = '2026-12-31T23:00:00.000Z';
const FIXED = { timeMode: 'fixed_period', expiryDays: null, validityStart: START, validityEnd: END };
const EITHER = 'Time is chosen either by day or by a fixed period';
const LIMITED = 'Limited value must be greater than discount value';
const PERCENTAGE = 'Discount percentage must be between 0 and 1';

/** [what, change to the valid template, the field refused, the text]. */
export const BAD_TEMPLATES: readonly (readonly [string, Record<string, unknown>, string, string])[] = [
    ['limited value equal to the discount value', { limitedValue: 500 }, 'limitedValue', LIMITED],
    ['limited value below the discount value', { limitedValue: 499.99 }, 'limitedValue', LIMITED],
    ['limited value typed as text below the discount', { limitedValue: '100' }, 'limitedValue', LIMITED],
    ['discount percentage above 1', { type: 'discount', discountPercentage: 1.5 }, 'discountPercentage', PERCENTAGE],
    ['discount percentage below 0', { type: 'discount', discountPercentage: -0.1 }, 'discountPercentage', PERCENTAGE],
    ['discount percentage as a whole percent (50)', { type: 'discount', discountPercentage: 50 }, 'discountPercentage', PERCENTAGE],
    ['a percentage discount without its percentage', { type: 'discount', discountPercentage: null }, 'discountPercentage', 'A percentage discount needs its discount percentage'],
    ['a cash coupon without its discount value', { discountValue: null }, 'discountValue', 'A cash coupon needs its discount value'],
    ['time by day with a validity start', { validityStart: START }, 'validityStart', EITHER],
    ['time by day with a validity end', { validityEnd: END }, 'validityEnd', EITHER],
    ['a fixed period with expiry days too', { ...FIXED, expiryDays: 15 }, 'expiryDays', EITHER],
    ['time by day without the expiry days', { expiryDays: null }, 'expiryDays', 'Time by day needs the expiry in days after collection'],
    ['expiry of 0 days', { expiryDays: 0 }, 'expiryDays', 'The expiry in days after collection is a whole number of days, at least 1'],
    ['expiry of 2.5 days', { expiryDays: 2.5 }, 'expiryDays', 'The expiry in days after collection is a whole number of days, at least 1'],
    ['a fixed period without its end', { ...FIXED, validityEnd: null }, 'validityEnd', 'A fixed period needs its validity start and end'],
    ['a fixed period without its start', { ...FIXED, validityStart: null }, 'validityStart', 'A fixed period needs its validity start and end'],
    ['a fixed period ending before it starts', { ...FIXED, validityStart: END, validityEnd: START }, 'validityEnd', 'The validity end must be after its start'],
    ['no way of timing chosen', { timeMode: null }, 'timeMode', 'Required'],
    ['an R code template without its code', { rType: 'r_code', rCode: '' }, 'rCode', 'Required'],
];

/** Changes the rules accept: 0 is free, 0.5 half price, 1 full price; a fixed period; an R code (checked on the server). */
export const GOOD_CHANGES: readonly (readonly [string, Record<string, unknown>])[] = [
    ['a free coupon (percentage 0)', { type: 'discount', discountPercentage: 0, discountValue: null }],
    ['half price (percentage 0.5)', { type: 'discount', discountPercentage: 0.5, discountValue: null }],
    ['percentage 1', { type: 'discount', discountPercentage: 1, discountValue: null }],
    ['free shipping without any discount', { type: 'free_shipping', discountValue: null }],
    ['a fixed period', FIXED],
    ['limited value just above the discount', { limitedValue: 500.01 }],
    ['a combinable super coupon (the warning is the form’s)', { couponType: 'super', combinable: true }],
];
