import type { FieldErrors } from '../kit/types';

/**
 * The website's price rules (form, mock, import): the selling price is at most the MRP (the law's maximum retail
 * price); a promotion price is below the selling price and runs for a period (a start and a later end).
 */
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const amount = (value: unknown) => (present(value) ? Number(value) : undefined);
const time = (value: unknown) => (present(value) ? Date.parse(String(value)) : undefined);

export const webPriceRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const mrp = amount(record.mrp);
    const selling = amount(record.sellingPrice);
    const promo = amount(record.promoPrice);
    if (mrp !== undefined && selling !== undefined && selling > mrp) errors.sellingPrice = 'resources.web-prices.validation.selling_above_mrp';
    if (promo !== undefined && selling !== undefined && promo >= selling) errors.promoPrice = 'resources.web-prices.validation.promo_not_below_selling';
    if (promo !== undefined) {
        if (!present(record.promoStart)) errors.promoStart = 'resources.web-prices.validation.promo_period';
        if (!present(record.promoEnd)) errors.promoEnd = 'resources.web-prices.validation.promo_period';
    }
    const start = time(record.promoStart);
    const end = time(record.promoEnd);
    if (start !== undefined && end !== undefined && end <= start) errors.promoEnd = 'resources.web-prices.validation.end_after_start';
    return errors;
};
