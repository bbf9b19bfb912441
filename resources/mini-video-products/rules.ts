import type { FieldErrors } from '../kit/types';
import { allRules, validityRule } from '../activity-common/rules';

/**
 * A product video's rules (the spec gives the fields only): the window ends after it starts, and a SKU, when named,
 * is one of the video's SPU (the server reads the site's SKUs). Keys of `resources.mini-video-products.validation`.
 */
export const videoProductRules = allRules(validityRule);

export const videoProductServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.skuId === undefined || record.skuId === null || record.skuId === '') return {};
    const sku = rowsOf('skus').find(row => String(row.id) === String(record.skuId));
    return sku && String(sku.spuId) !== String(record.spuId) ? { skuId: 'resources.mini-video-products.validation.sku_of_spu' } : {};
};
