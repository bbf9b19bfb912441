import type { FieldErrors } from '../kit/types';

const T = 'resources.backup-warehouses.validation';

/** A backup is another warehouse than the primary. */
export const backupRules = (record: Record<string, unknown>): FieldErrors =>
    record.primaryWarehouseId != null && String(record.primaryWarehouseId) === String(record.backupWarehouseId ?? '') ? { backupWarehouseId: `${T}.same` } : {};

type Rows = readonly Record<string, unknown>[];

/**
 * What needs the other records: a primary's backups are tried in order of priority, so two of its rules never share
 * a priority, nor name the same backup twice.
 */
export const backupServerRules = (record: Record<string, unknown>, rules: Rows): FieldErrors => {
    const siblings = rules.filter(row => String(row.id) !== String(record.id ?? '') && String(row.primaryWarehouseId) === String(record.primaryWarehouseId));
    if (siblings.some(row => String(row.backupWarehouseId) === String(record.backupWarehouseId))) return { backupWarehouseId: `${T}.backup_twice` };
    if (siblings.some(row => Number(row.priority) === Number(record.priority))) return { priority: `${T}.priority_taken` };
    return {};
};
