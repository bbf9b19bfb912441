import type { FieldErrors } from '../kit/types';
import { linesOf } from './lines';

const RECEIVING = new Set(['partially_received', 'received', 'closed']);

const isNumber = (value: unknown) => value !== null && value !== '' && value !== undefined && Number.isFinite(Number(value));

/**
 * A purchase order's rules, beyond each field's own: every line names what is bought
 * (a material or a SKU) with a whole quantity, a price and a GST rate; receipts never exceed what was ordered and
 * follow the order's status (goods come in only once it is approved; received means every line in full).
 * Errors sit at `lines` and name the line (1-based).
 */
export const purchaseOrderRules = (record: Record<string, unknown>): FieldErrors => {
    const lines = linesOf(record);
    const at = (key: string, index: number): FieldErrors => ({ lines: { message: `resources.purchase-orders.validation.${key}`, args: { line: index + 1 } } });
    for (const [index, line] of lines.entries()) {
        if ((line.materialId ?? '') === '' && (line.skuId ?? '') === '') return at('line_item', index);
        if (!isNumber(line.qty) || !Number.isInteger(Number(line.qty)) || Number(line.qty) < 1) return at('line_qty', index);
        if (!isNumber(line.unitPrice) || Number(line.unitPrice) < 0) return at('line_price', index);
        if (!isNumber(line.taxRate) || Number(line.taxRate) < 0 || Number(line.taxRate) > 0.28) return at('line_tax', index);
        const received = line.receivedQty ?? 0;
        if (!isNumber(received) || !Number.isInteger(Number(received)) || Number(received) < 0) return at('line_received', index);
        if (Number(received) > Number(line.qty)) return at('line_over_received', index);
    }
    const status = String(record.status ?? '');
    const received = lines.map(line => Number(line.receivedQty ?? 0));
    if (!RECEIVING.has(status) && received.some(qty => qty > 0)) {
        return { status: 'resources.purchase-orders.validation.receipts_before_approval' };
    }
    if (status === 'received' && lines.some(line => Number(line.receivedQty ?? 0) < Number(line.qty))) {
        return { status: 'resources.purchase-orders.validation.not_fully_received' };
    }
    if (status === 'partially_received' && !received.some(qty => qty > 0)) {
        return { status: 'resources.purchase-orders.validation.nothing_received' };
    }
    return {};
};
