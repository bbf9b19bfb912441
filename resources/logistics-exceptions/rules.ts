import type { FieldErrors } from '../kit/types';

const T = 'resources.logistics-exceptions.validation';

/**
 * An exception's own rules: resolved or closed, it says how it was resolved (the reason: found at the destination,
 * written off as lost in transit, claimed from the courier …); a quantity difference names its SKU and a difference
 * other than 0.
 */
export const exceptionRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if ((record.status === 'resolved' || record.status === 'closed') && String(record.resolution ?? '').trim() === '') {
        errors.resolution = `${T}.resolution_required`;
    }
    if (record.exceptionType === 'qty_diff') {
        if (record.skuId === undefined || record.skuId === null || record.skuId === '') errors.skuId = `${T}.sku_required`;
        if (!Number(record.diffQty)) errors.diffQty = `${T}.diff_required`;
    }
    return errors;
};
