import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { pincodeRule } from '../pincodes/rules';

/**
 * Pincode → warehouse mapping used for order routing: which warehouse ships to a pincode, in
 * what priority, by which courier. Per market (the market's warehouses), seeded for India only. List-only (no record
 * page in the catalogue): enable and disable are row actions; rows come in by import.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pincode', order: 'ASC' },
    actions: {
        export: true,
        import: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'pincode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 6, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'priority', type: 'number', min: 1, max: 3, column: 'default', required: true, sortable: true },
        { source: 'courier', type: 'text', column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'tatDays', type: 'number', column: 'default', min: 0, max: 30, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'optional', required: true },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
        { source: 'lastEditor', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = pincodeRule;
