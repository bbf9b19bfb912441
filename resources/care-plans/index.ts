import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { carePlanRules, PLAN_TYPES } from './rules';

/**
 * A Care+ plan of a site: its name, kind (extended warranty, screen damage, accidental damage or both in a combo),
 * duration, base price, the SKU it is sold as, the models it covers (none: every model), its terms (rich text, shown
 * sanitised); online or offline. The price a customer pays for a model and device price is its items'.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'planName', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'planName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 60, sortable: true },
        { source: 'planType', type: 'enum', choices: PLAN_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'durationMonths', type: 'number', column: 'default', required: true, min: 1, max: 36, sortable: true },
        { source: 'price', type: 'money', column: 'default', required: true, min: 0, max: 10_000_000, sortable: true },
        { source: 'planSku', type: 'ref', reference: 'skus', column: 'pickable' },
        { source: 'modelIds', type: 'ref', reference: 'service-models', many: true, column: 'pickable' },
        { source: 'terms', type: 'richtext', required: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = carePlanRules;
