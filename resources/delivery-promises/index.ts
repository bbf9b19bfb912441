import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { enabledStatusField } from '../activity-common/fields';
import { deliveryPromiseRules } from './rules';

/**
 * Delivery promises shown to buyers by region: from which warehouse a state and city is served,
 * in how many days, the day's order cut-off and the text the product page shows. Per market; edited in a dialog,
 * imported and exported in bulk.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'city', order: 'ASC' },
    // Promised by Indian state and city: India's table only.
    actions: { dialog: { create: true }, import: true, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'city', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'optional', required: true },
        // The latest day first: the earliest is drawn within it.
        { source: 'maxDays', type: 'number', min: 0, max: 15, column: 'default', required: true, sortable: true },
        { source: 'minDays', type: 'number', min: 0, max: 15, column: 'default', required: true, sortable: true },
        { source: 'cutoffTime', type: 'text', column: 'default', required: true, maxLength: 5 },
        {
            source: 'displayText',
            type: 'text',
            column: 'default',
            required: true,
            maxLength: 80,
        },
        enabledStatusField,
    ],
};

export const rules = deliveryPromiseRules;
