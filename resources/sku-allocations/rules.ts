import type { FieldErrors } from '../kit/types';

const T = 'resources.sku-allocations.validation';
type Rows = readonly Record<string, unknown>[];

const sameTarget = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    String(a.skuId) === String(b.skuId) && a.channel === b.channel && a.activityType === b.activityType;

/**
 * What needs the server's records: one allocation per SKU, channel and activity; and the enabled allocations of a
 * SKU together never above what it can sell — the available stock of the stock screen, summed over the warehouses.
 */
export const allocationServerRules = (record: Record<string, unknown>, allocations: Rows, stocks: Rows): FieldErrors => {
    const others = allocations.filter(row => String(row.id) !== String(record.id ?? ''));
    if (others.some(row => sameTarget(row, record))) return { activityType: `${T}.duplicate` };
    if (record.status !== 'enabled') return {};
    const sellable = stocks.filter(row => String(row.skuId) === String(record.skuId)).reduce((sum, row) => sum + Number(row.availableQty ?? 0), 0);
    const allocated = others.filter(row => row.status === 'enabled' && String(row.skuId) === String(record.skuId)).reduce((sum, row) => sum + Number(row.allocatedQty ?? 0), 0);
    return allocated + Number(record.allocatedQty ?? 0) > sellable ? { allocatedQty: `${T}.over_sellable` } : {};
};
