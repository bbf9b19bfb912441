import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { gstinSettingRules, gstinSettingServerRules } from './rules';

/**
 * The company's GSTINs (/inventory/gstinSetting): one GST registration per row, in a state, with the legal name and
 * address the invoices print, the warehouses whose shipments it invoices and the prefix of its invoice series.
 * Checked: the GSTIN's format and check character, its state code against the state, the warehouses in that state,
 * the prefix 1–6 capitals or digits; GSTIN and prefix unique. Added and edited in a dialog on the list (the catalogue
 * gives no record page), enabled or disabled as a row action. Indian: seeded for
 * the site in, one row per warehouse registration.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'gstin', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'stateId', type: 'ref', reference: 'states', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'gstin', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 15, sortable: true },
        { source: 'legalName', type: 'text', column: 'default', required: true, maxLength: 120 },
        { source: 'registeredAddress', type: 'text', column: 'pickable', required: true, maxLength: 300 },
        { source: 'warehouseIds', type: 'ref', reference: 'warehouses', many: true, column: 'default' },
        { source: 'invoicePrefix', type: 'text', column: 'default', required: true, unique: true, maxLength: 6, sortable: true },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const rules = gstinSettingRules;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => gstinSettingServerRules(record, rowsOf('states'), rowsOf('warehouses'));
