import type { FieldErrors } from '../kit/types';

/**
 * A product in the programme: a SKU of its SPU, once; a commission rate from 0.5% to 20%; an end after the start.
 * Referred orders of the SKU earn its rate (referral-records).
 */
const blank = (value: unknown) => value === undefined || value === null || value === '';

export const productRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (!blank(record.startTime) && !blank(record.endTime) && Date.parse(String(record.endTime)) <= Date.parse(String(record.startTime))) {
        errors.endTime = 'resources.ambassador-products.validation.end_after_start';
    }
    return errors;
};

/** The counts are the server's; the SKU is one of the SPU's (checked against the catalogue). */
export const productServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    // What a product brought is the server's (clicks counted, orders and GMV summed from the referral records).
    const stored = record.id === undefined ? undefined : rowsOf('ambassador-products').find(row => String(row.id) === String(record.id));
    const counted = ['clicks', 'orders', 'gmv'];
    if (stored && counted.some(field => Number(stored[field]) !== Number(record[field]))) {
        return { orders: 'resources.ambassador-products.validation.counted' };
    }
    const sku = rowsOf('skus').find(row => String(row.id) === String(record.skuId));
    return sku && String(sku.spuId) !== String(record.spuId) ? { skuId: 'resources.ambassador-products.validation.sku_of_spu' } : {};
};
