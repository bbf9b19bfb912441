import type { ResourceModule } from '../kit/types';
import { serviceabilityRules } from './rules';

/**
 * Pincode serviceability: whether a pincode is delivered to, with COD and prepaid, by which
 * courier from which warehouse, in how many days. Per market (it points at the market's warehouses) and only India
 * has pincodes: seeded for the site in only. List-only (the catalogue has no record page): serviceable and
 * non-serviceable are row actions; rows come in by import.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pincode', order: 'ASC' },
    actions: {
        export: true,
        import: true,
        status: {
            field: 'status',
            transitions: [
                { from: ['serviceable'], to: 'non_serviceable', labelKey: 'resources.pincodes.actions.non_serviceable' },
                { from: ['non_serviceable'], to: 'serviceable', labelKey: 'resources.pincodes.actions.serviceable' },
            ],
        },
    },
    fields: [
        { source: 'pincode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 6, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'city', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'codAvailable', type: 'bool', column: 'default', filter: 'alwaysOn' },
        { source: 'prepaidAvailable', type: 'bool', column: 'default', filter: 'optional' },
        { source: 'courier', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 40 },
        { source: 'tatDays', type: 'number', column: 'default', required: true, min: 0, max: 30, sortable: true },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'optional', required: true },
        { source: 'status', type: 'enum', choices: ['serviceable', 'non_serviceable'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = serviceabilityRules;
