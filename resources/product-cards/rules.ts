import type { FieldErrors } from '../kit/types';

/** The two kinds of card, and the page each is edited on (spec: edit or editStatic by card type). */
export const CARD_TYPES = ['dynamic', 'static'] as const;
export const DYNAMIC_ONLY = ['colourSkuIds', 'showBuyButton', 'badge'] as const;
export const STATIC_ONLY = ['priceText', 'linkUrl'] as const;
export const STATIC_EDIT_PATH = '/cms/product-list/editStatic';

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * A card's rules (form, mock): a dynamic card names its SPU and default SKU (its price and stock are read from
 * them); a static card carries its own picture, price text and link.
 */
export const productCardRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.cardType === 'dynamic') {
        if (!present(record.spuId)) errors.spuId = 'resources.product-cards.validation.dynamic_needs';
        if (!present(record.defaultSkuId)) errors.defaultSkuId = 'resources.product-cards.validation.dynamic_needs';
    }
    if (record.cardType === 'static') {
        for (const field of ['cardImage', 'priceText', 'linkUrl']) if (!present(record[field])) errors[field] = 'resources.product-cards.validation.static_needs';
    }
    return errors;
};

/** A dynamic card's SKUs (default and colour swatches) are SKUs of its SPU. */
export const productCardServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.cardType !== 'dynamic' || !present(record.spuId)) return {};
    const ofSpu = new Set(rowsOf('skus').filter(sku => String(sku.spuId) === String(record.spuId)).map(sku => String(sku.id)));
    const errors: FieldErrors = {};
    if (present(record.defaultSkuId) && !ofSpu.has(String(record.defaultSkuId))) errors.defaultSkuId = 'resources.product-cards.validation.sku_of_spu';
    if (Array.isArray(record.colourSkuIds) && record.colourSkuIds.some(id => !ofSpu.has(String(id)))) errors.colourSkuIds = 'resources.product-cards.validation.sku_of_spu';
    return errors;
};
