import type { FieldErrors, ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/**
 * India's states and union territories with their GST state code, the place of supply on every invoice
 *. One national table, not per site: the mock seeds the 36 of them in GST code order.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'gstStateCode', order: 'ASC' },
    actions: {
        dialog: {},
        export: true,
        status: ENABLE_DISABLE,
    },
    fields: [
        { source: 'gstStateCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 2, sortable: true },
        { source: 'code', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 3, sortable: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 60, sortable: true },
        { source: 'type', type: 'enum', choices: ['state', 'union_territory'], column: 'default', filter: 'optional', required: true },
        { source: 'zone', type: 'enum', choices: ['north', 'south', 'east', 'west', 'north_east'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'sort', type: 'number', min: 0, max: 999, column: 'pickable', sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** GST state codes are two digits: 01–38 for the states and territories, 97 other territory, 99 centre jurisdiction. */
export const rules = (record: Record<string, unknown>): FieldErrors => {
    const code = record.gstStateCode;
    if (code === undefined || code === null || code === '') return {};
    const valid = /^\d{2}$/.test(String(code)) && ((Number(code) >= 1 && Number(code) <= 38) || code === '97' || code === '99');
    return valid ? {} : { gstStateCode: 'resources.states.validation.gst_state_code' };
};
