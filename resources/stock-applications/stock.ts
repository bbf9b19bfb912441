import type { FieldErrors } from '../kit/types';
import { linesOf } from './lines';

const T = 'resources.stock-applications.validation';

/**
 * The warehouse issues only what it can: fulfilling an approved application needs each line's units available at
 * its warehouse (the stock screen's available = on hand − what created transfers lock, summed from the ledger).
 * Errors at `lines` name the line (1-based) and what is there. The server runs it (`serverRules`).
 */
export const issueErrors = (
    stored: Record<string, unknown> | undefined,
    record: Record<string, unknown>,
    rowsOf: (collection: string) => readonly Record<string, unknown>[],
): FieldErrors => {
    if (stored?.status !== 'approved' || record.status !== 'fulfilled') return {};
    const stocks = rowsOf('stocks').filter(row => String(row.warehouseId) === String(record.warehouseId));
    for (const [index, line] of linesOf(record).entries()) {
        const available = Number(stocks.find(row => String(row.skuId) === String(line.skuId))?.availableQty ?? 0);
        if (Number(line.qty) > available) return { lines: { message: `${T}.line_stock`, args: { line: index + 1, available } } };
    }
    return {};
};
