import type { FieldErrors } from '../kit/types';
import { linesOf } from './lines';

const T = 'resources.stock-applications.validation';
/** The most units one line may ask for: samples, demo units and internal use come in handfuls, not pallets. */
export const MAX_APPLICATION_QTY = 50;
/** The shortest reason a rejection gives. */
export const MIN_REASON_LENGTH = 5;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A stock application's own rules (form, server, tests): at least one line, each SKU once with a whole quantity of
 * 1 to 50; the purpose Other says what for in the remark; a rejection gives its reason (5 characters at least).
 * Errors at `lines` name the line (1-based).
 */
export const applicationRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.purpose === 'other' && blank(record.remark)) errors.remark = `${T}.remark_for_other`;
    if (record.status === 'rejected' && String(record.rejectReason ?? '').trim().length < MIN_REASON_LENGTH) errors.rejectReason = `${T}.reason_required`;
    const lines = linesOf(record);
    if (Array.isArray(record.lines) && lines.length === 0) errors.lines = `${T}.no_lines`;
    const seen = new Set<string>();
    for (const [index, line] of lines.entries()) {
        const at = (key: string) => ({ message: `${T}.${key}`, args: { line: index + 1, max: MAX_APPLICATION_QTY } });
        if (blank(line.skuId)) {
            errors.lines = at('line_sku');
            break;
        }
        if (seen.has(String(line.skuId))) {
            errors.lines = at('line_duplicate');
            break;
        }
        seen.add(String(line.skuId));
        const qty = Number(line.qty);
        if (blank(line.qty) || !Number.isInteger(qty) || qty < 1 || qty > MAX_APPLICATION_QTY) {
            errors.lines = at('line_qty');
            break;
        }
    }
    return errors;
};
