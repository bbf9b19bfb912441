import { ACTIVITY_NAME_MAX_LENGTH } from '../../base/constants';
import type { ResourceModule } from '../kit/types';
import { ACTIVITY_FIELDS, activityDerive } from '../kit/activityStatus';
import { riskOrderRules, skuIdsOf, skuOverlapErrors } from './rules';

/**
 * Risk-order monitoring (the spec's two `ri{secret}` routes): activities that watch the
 * orders of some SKUs at a price for a time, with the activity status model. Per market (its SPUs and SKUs).
 * The counts are computed from the chosen SPUs and SKUs (`derive`); the SKUs are added one by one or in a batch
 * (views.tsx), a SKU never twice, and a SKU in one activity at a time (checked by the server against the others).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'startTime', order: 'DESC' },
    fields: [
        {
            source: 'activityName',
            type: 'text',
            column: 'default',
            filter: 'alwaysOn',
            required: true,
            maxLength: ACTIVITY_NAME_MAX_LENGTH,
            sortable: true,
        },
        ...ACTIVITY_FIELDS,
        { source: 'spuIds', type: 'ref', reference: 'spu', many: true, required: true, column: 'pickable' },
        { source: 'spuCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'skuIds', type: 'ref', reference: 'skus', many: true, required: true, column: 'default', filter: 'optional' },
        { source: 'skuCount', type: 'number', formHidden: true, column: 'default', sortable: true },
        { source: 'sellingPrice', type: 'money', required: true, column: 'default', sortable: true },
        { source: 'discounts', type: 'money', required: true, column: 'pickable' },
        { source: 'lowestPrice', type: 'money', required: true, column: 'pickable', sortable: true },
        // Seeded from typical plan rates (text examples, stored as numbers by `derive`); the rules bound what is typed.
        { source: 'emiPlanInterest', type: 'number', required: true, column: 'pickable' },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = riskOrderRules;

const numeric = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value);

/** Its status now; how many SPUs and SKUs it watches (the list's counts); the interest stored as a number. */
export const derive = (record: Record<string, unknown>) => ({
    ...activityDerive(record),
    spuCount: Array.isArray(record.spuIds) ? record.spuIds.length : 0,
    skuCount: skuIdsOf(record).length,
    emiPlanInterest: numeric(record.emiPlanInterest),
});

/** One activity per SKU at a time, against the site's other activities. */
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => skuOverlapErrors(record, rowsOf('risk-order-activities'));
