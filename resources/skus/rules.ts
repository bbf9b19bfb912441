import type { FieldErrors } from '../kit/types';

/** The MRP is the most a buyer may be charged (India's Legal Metrology rules): the selling price may not exceed it. */
export const skuRules = (record: Record<string, unknown>): FieldErrors => {
    const mrp = Number(record.mrp);
    const sellingPrice = Number(record.sellingPrice);
    if (record.mrp === null || record.sellingPrice === null || !Number.isFinite(mrp) || !Number.isFinite(sellingPrice)) return {};
    return sellingPrice > mrp ? { sellingPrice: 'resources.skus.validation.selling_price_above_mrp' } : {};
};
