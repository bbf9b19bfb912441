import type { ResourceModule } from '../kit/types';

/**
 * Pincode reference data: India Post's directory, post office → district, city,
 * state and delivery zone. National reference data like the states, so not per site.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'pincode', order: 'ASC' },
    // A directory of this size shows what the export of a long list does (over 1,000 rows it runs as a task).
    actions: { export: true, import: true },
    fields: [
        { source: 'pincode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 6, sortable: true },
        { source: 'postOffice', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 80, sortable: true },
        { source: 'district', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60 },
        { source: 'city', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 60, sortable: true },
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'zone', type: 'enum', choices: ['north', 'south', 'east', 'west', 'north_east'], column: 'default', filter: 'optional', required: true },
        { source: 'metro', type: 'bool', column: 'default', filter: 'optional' },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'optional', required: true },
    ],
};

export { pincodeRule as rules } from '../pincodes/rules';
