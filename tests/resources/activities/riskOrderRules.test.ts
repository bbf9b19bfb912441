import { describe, expect, it } from 'vitest';
import { description, rules } from '../../../resources/risk-order-activities';
import { alreadyAdded, skuOverlapErrors } from '../../../resources/risk-order-activities/rules';
import { validateRecord } from '../../../resources/kit/validate';
import { enTexts, zh } from './texts';

const VALID = {
    activityName: 'Festive resale watch',
    startTime: '2026-12-01T00:00:00.000Z',
    endTime: '2026-12-10T00:00:00.000Z',
    spuIds: [1],
    skuIds: [11, 12],
    sellingPrice: 19999,
    discounts: 1000,
    lowestPrice: 18999,
    emiPlanInterest: 13.5,
};

/** What the form shows for a record: the kit's validator with the resource's rules (the mock runs the same). */
const formErrors = (change: Record<string, unknown>) => enTexts(validateRecord(description, { ...VALID, ...change }, rules));

describe('risk-order monitoring rules, as the form shows them', () => {
    it('accepts a complete activity, 100 and two decimals', () => {
        expect(formErrors({})).toEqual({});
        expect(formErrors({ emiPlanInterest: 100 })).toEqual({});
        expect(formErrors({ emiPlanInterest: 0.01 })).toEqual({});
        expect(formErrors({ activityName: 'x'.repeat(250) })).toEqual({});
    });

    it.each([
        [{ activityName: '  ' }, { activityName: 'Required' }],
        [{ activityName: 'x'.repeat(251) }, { activityName: 'Must be 250 characters or less' }],
        [{ startTime: undefined, endTime: null }, { startTime: 'Required', endTime: 'Required' }],
        [{ spuIds: [] }, { spuIds: 'Required' }],
        [{ skuIds: [] }, { skuIds: 'Required' }],
        [{ sellingPrice: 0 }, { sellingPrice: 'Selling price needs to be a positive number' }],
        [{ discounts: -1 }, { discounts: 'Discounts needs to be a positive number' }],
        [{ lowestPrice: -0.5 }, { lowestPrice: 'Lowest price needs to be a positive number' }],
        [{ emiPlanInterest: '' }, { emiPlanInterest: 'Required' }],
        [{ emiPlanInterest: -3 }, { emiPlanInterest: 'EMI plan interest needs to be a positive number' }],
        [{ emiPlanInterest: 10.125 }, { emiPlanInterest: 'EMI plan interest can have at most 2 decimals' }],
        [{ emiPlanInterest: 101 }, { emiPlanInterest: 'EMI plan interest cannot be above 100' }],
        [{ skuIds: [11, 12, 11] }, { skuIds: 'Sorry, the SKU has been added' }],
        [{ endTime: '2026-11-30T00:00:00.000Z' }, { endTime: 'The end time must be after the start time' }],
    ])('%j → %j', (change, expected) => {
        expect(formErrors(change)).toEqual(expected);
    });

    it('says the positive-number rule with the field name in Chinese too', () => {
        expect(zh(rules!({ ...VALID, sellingPrice: 0 }).sellingPrice)).toBe('售价必须为正数');
    });

    it('a batch add names the SKUs that were already added, in the order typed', () => {
        expect(alreadyAdded([11, 12, 13], [14, 12, 11, 15])).toEqual(['12', '11']);
        expect(alreadyAdded([], [1, 2])).toEqual([]);
    });

    it('one activity per SKU at the same time: overlapping, not ended, sharing a SKU', () => {
        const other = { id: 2, skuIds: [12, 30], startTime: '2026-12-09T00:00:00.000Z', endTime: '2026-12-20T00:00:00.000Z', status: 'not_started' };
        const clash = { skuIds: 'Only one activity can exist for the same SKU at the same time' };
        expect(enTexts(skuOverlapErrors({ ...VALID, id: 1 }, [other]))).toEqual(clash);
        expect(skuOverlapErrors({ ...VALID, id: 1 }, [{ ...other, skuIds: [30] }])).toEqual({});
        expect(skuOverlapErrors({ ...VALID, id: 1 }, [{ ...other, startTime: '2026-12-10T00:00:00.000Z' }])).toEqual({});
        expect(skuOverlapErrors({ ...VALID, id: 1 }, [{ ...other, status: 'ended' }])).toEqual({});
        // Its own stored row is not another activity.
        expect(skuOverlapErrors({ ...VALID, id: 2 }, [other])).toEqual({});
    });
});
