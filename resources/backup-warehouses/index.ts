import type { ResourceModule } from '../kit/types';
import { ENABLE_DISABLE } from '../kit/statusActions';
import { backupRules, backupServerRules } from './rules';

/**
 * Backup warehouses (/inventory/wmBackup): when a primary warehouse cannot sell an order's SKU, its enabled backups
 * are tried in order of priority (1 first), for deliveries to the states listed (none: every state). Checked: the
 * backup is another warehouse, a primary's priorities and backups each once. Added and edited in a dialog on the
 * list (the catalogue gives no record page), enabled or disabled as a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'priority', order: 'ASC' },
    actions: { dialog: { create: true }, export: true, status: ENABLE_DISABLE },
    fields: [
        { source: 'primaryWarehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'backupWarehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'priority', type: 'number', column: 'default', required: true, min: 1, max: 9, sortable: true },
        { source: 'stateIds', type: 'ref', reference: 'states', many: true, column: 'default' },
        { source: 'status', type: 'enum', choices: ['enabled', 'disabled'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = backupRules;
export const serverRules: ResourceModule['serverRules'] = (record, rowsOf) => backupServerRules(record, rowsOf('backup-warehouses'));
