import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { productRules, productServerRules } from './rules';

/**
 * Products in the programme: SPU and SKU (one row a SKU), commission rate, period, status, and what ambassadors
 * brought with it (link clicks; orders and GMV summed by the server from the referral records, not cancelled).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'gmv', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default', filter: 'alwaysOn', required: true, unique: true },
        { source: 'commissionRate', type: 'percent', column: 'default', required: true, min: 0.005, max: 0.2, sortable: true },
        { source: 'startTime', type: 'datetime', column: 'pickable', required: true },
        { source: 'endTime', type: 'datetime', column: 'pickable' },
        { source: 'clicks', type: 'number', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'orders', type: 'number', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'gmv', type: 'money', column: 'default', readOnly: true, formHidden: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = productRules;
export const serverRules = productServerRules;

/** A product added here has brought nothing yet, whatever the body says. */
export const derive: ResourceModule['derive'] = record =>
    record.id === undefined || record.id === null ? { clicks: 0, orders: 0, gmv: 0 } : { clicks: record.clicks ?? 0, orders: record.orders ?? 0, gmv: record.gmv ?? 0 };
