import type { FieldErrors, ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';

/** The groups a fault belongs to, as a repair desk sorts what customers report. */
export const FAULT_CATEGORIES = ['display', 'battery', 'charging', 'camera', 'audio', 'network', 'software', 'body', 'liquid', 'sensor'] as const;

/**
 * The fault-type dictionary of the support website (/supportPage/fault-type), per site: each fault under a category,
 * with its code (2 to 4 capitals and 3 to 6 digits, unique) and name (unique), the models it applies to (none: every
 * model). A disabled fault stays on the requests that named it and leaves the website's forms. Edited in a dialog
 * on the list (the catalogue gives it no record path).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'faultCode', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'category', type: 'enum', choices: FAULT_CATEGORIES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'faultName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 60, sortable: true },
        { source: 'faultCode', type: 'text', column: 'default', filter: 'optional', required: true, unique: true, maxLength: 10, sortable: true },
        { source: 'modelIds', type: 'ref', reference: 'service-models', many: true, column: 'pickable' },
        { source: 'sort', type: 'number', column: 'default', min: 0, max: 999, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** A fault code: 2 to 4 capitals then 3 to 6 digits (FT000012, SCR001). */
export const FAULT_CODE = /^[A-Z]{2,4}\d{3,6}$/;

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const code = record.faultCode;
    if (code === undefined || code === null || String(code).trim() === '') return {};
    return FAULT_CODE.test(String(code).trim()) ? {} : { faultCode: 'resources.fault-types.validation.fault_code' };
};
