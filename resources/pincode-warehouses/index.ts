import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { pincodeRule } from '../pincodes/rules';

/**
 * Pincode → warehouse mapping used for order routing (screens.md [050]): which warehouse ships to a pincode, in
 * what priority, by which courier. Per market (the market's warehouses), seeded for India only. List-only (no record
 * page in the catalogue): enable and disable are row actions; rows come in by import.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pincode', order: 'ASC' },
    seedCount: 60,
    seedSites: ['in'],
    actions: {
        export: true,
        import: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'pincode', type: 'text', sample: 'placePincode', column: 'default', filter: 'alwaysOn', required: true, maxLength: 6, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', sample: 'placeState', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', sample: 'servingWarehouse', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'priority', type: 'number', min: 1, max: 3, column: 'default', required: true, sortable: true },
        { source: 'courier', type: 'text', sample: 'courier', column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'tatDays', type: 'number', sample: 'tatDays', column: 'default', min: 0, max: 30, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'optional', required: true },
        { source: 'creator', type: 'text', sample: 'person', readOnly: true, column: 'pickable' },
        { source: 'createTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
        { source: 'lastEditor', type: 'text', sample: 'person', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', sample: 'updatedAfterCreate', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = pincodeRule;
