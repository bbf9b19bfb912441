import type { FieldErrors } from '../kit/types';

/**
 * Where a bulk order's GST goes: within a state (the shipping warehouse in the customer's state) CGST + SGST, across
 * states IGST (the split itself is gst-invoices/tax.ts, `gstOf`, the invoices' one rule). The form sets the supply
 * type from the chosen warehouse and customer; the server checks it against their states; the seeds draw it the same way.
 */
export const SUPPLY_TYPES = ['intra_state', 'inter_state'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];

export const supplyTypeOf = (warehouseStateId: unknown, customerStateId: unknown): SupplyType =>
    warehouseStateId !== undefined && warehouseStateId !== null && String(warehouseStateId) === String(customerStateId) ? 'intra_state' : 'inter_state';

const byId = (rows: readonly Record<string, unknown>[], id: unknown) => rows.find(row => String(row.id) === String(id ?? ''));

/** The supply type the order's warehouse and customer make, where both are known. */
export const supplyErrors = (
    record: Record<string, unknown>,
    warehouses: readonly Record<string, unknown>[],
    customers: readonly Record<string, unknown>[],
): FieldErrors => {
    const warehouse = byId(warehouses, record.warehouseId);
    const customer = byId(customers, record.customerId);
    if (!warehouse || !customer) return {};
    return record.supplyType === supplyTypeOf(warehouse.stateId, customer.stateId) ? {} : { supplyType: 'resources.b2b-orders.validation.supply_type' };
};
