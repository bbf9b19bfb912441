import type { FieldDescription } from '../kit/types';

/**
 * One line of a purchase order, kept in the order's `lines` (a JSON field of the description):
 * these descriptions give the line editor its inputs (the kit's own, by type) and the rules their bounds. Labels:
 * `resources.purchase-orders.fields.lines.{source}`.
 */
export const LINE_FIELDS: readonly FieldDescription[] = [
    { source: 'materialId', type: 'ref', reference: 'materials' },
    { source: 'skuId', type: 'ref', reference: 'skus' },
    { source: 'qty', type: 'number', required: true, min: 1, max: 1_000_000 },
    { source: 'unitPrice', type: 'money', required: true, min: 0 },
    { source: 'taxRate', type: 'percent', required: true, min: 0, max: 0.28 },
    { source: 'receivedQty', type: 'number', min: 0 },
];

export interface PurchaseOrderLine {
    materialId?: string | number | null;
    skuId?: string | number | null;
    qty?: number | string | null;
    unitPrice?: number | string | null;
    taxRate?: number | string | null;
    receivedQty?: number | string | null;
}

export const linesOf = (record: Record<string, unknown>): PurchaseOrderLine[] =>
    Array.isArray(record.lines) ? (record.lines as PurchaseOrderLine[]).filter(line => line && typeof line === 'object') : [];

const numberOf = (value: unknown): number => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : 0;
};

/** The order's totals from its lines: line count, quantity, and amount with tax (two decimals). */
export const totalsOf = (record: Record<string, unknown>) => {
    const lines = linesOf(record);
    const amount = lines.reduce((sum, line) => sum + numberOf(line.qty) * numberOf(line.unitPrice) * (1 + numberOf(line.taxRate)), 0);
    return {
        lineCount: lines.length,
        totalQty: lines.reduce((sum, line) => sum + numberOf(line.qty), 0),
        totalAmount: Math.round(amount * 100) / 100,
    };
};
