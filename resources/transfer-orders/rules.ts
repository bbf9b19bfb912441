import type { FieldErrors } from '../kit/types';
import { linesOf } from './lines';

const T = 'resources.transfer-orders.validation';
export const MAX_LINE_QTY = 100_000;
const EWAY_BILL = /^\d{12}$/;

const isWhole = (value: unknown, min: number, max: number) =>
    value !== null && value !== '' && value !== undefined && Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

/**
 * A transfer's own rules (form, server, tests): it moves goods between two different warehouses; it has lines, each
 * a SKU once with a whole quantity of at least 1; what arrived on a line is between 0 and what left; an e-way bill
 * number (India) is 12 digits. Errors at `lines` name the line (1-based). Whether the source holds that much sellable
 * stock needs the server's stock: `sellableErrors`, run by the server on creation.
 */
export const transferRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const from = record.fromWarehouseId;
    if (from !== undefined && from !== null && from !== '' && String(from) === String(record.toWarehouseId ?? '')) {
        errors.toWarehouseId = `${T}.same_warehouse`;
    }
    const ewayBill = record.ewayBillNo;
    if (ewayBill !== undefined && ewayBill !== null && ewayBill !== '' && !EWAY_BILL.test(String(ewayBill))) errors.ewayBillNo = `${T}.eway_bill`;
    const lines = linesOf(record);
    if (Array.isArray(record.lines) && lines.length === 0) errors.lines = `${T}.no_lines`;
    const seen = new Set<string>();
    for (const [index, line] of lines.entries()) {
        const at = (key: string) => ({ message: `${T}.${key}`, args: { line: index + 1 } });
        if (line.skuId === undefined || line.skuId === null || line.skuId === '') {
            errors.lines = at('line_sku');
            break;
        }
        if (seen.has(String(line.skuId))) {
            errors.lines = at('line_duplicate');
            break;
        }
        seen.add(String(line.skuId));
        if (!isWhole(line.qty, 1, MAX_LINE_QTY)) {
            errors.lines = at('line_qty');
            break;
        }
        if (line.receivedQty !== undefined && line.receivedQty !== null && line.receivedQty !== '' && !isWhole(line.receivedQty, 0, Number(line.qty))) {
            errors.lines = at('line_received');
            break;
        }
    }
    return errors;
};

/**
 * A line asking for more than the source's sellable stock (available = on hand less what other transfers hold).
 * `available(skuId)` reads the server's stock of the source warehouse. The text names no line: the form shows each
 * line's sellable stock beside it (a server's error reaches a form field without arguments).
 */
export const sellableErrors = (record: Record<string, unknown>, available: (skuId: string) => number): FieldErrors =>
    linesOf(record).some(line => Number(line.qty) > available(String(line.skuId))) ? { lines: `${T}.over_sellable` } : {};
