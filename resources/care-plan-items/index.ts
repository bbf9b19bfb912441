import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { carePlanItemRules, carePlanItemServerRules } from './rules';

/**
 * An item of a Care+ plan: the plan, the model (none: every model), the band of device prices it applies to, the
 * price of the plan in that band, what it covers and how many claims it allows; online or offline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'devicePriceFrom', order: 'ASC' },
    actions: { dialog: { create: true }, import: true, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'planId', type: 'ref', reference: 'care-plans', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'optional' },
        { source: 'devicePriceFrom', type: 'money', column: 'default', required: true, min: 0, max: 100_000_000, sortable: true },
        { source: 'devicePriceTo', type: 'money', column: 'default', required: true, min: 0, max: 100_000_000, sortable: true },
        { source: 'planPrice', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000, sortable: true },
        { source: 'coverage', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 200 },
        { source: 'claimLimit', type: 'number', column: 'default', required: true, min: 1, max: 5 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = carePlanItemRules;
export const serverRules = carePlanItemServerRules;
