import type { FieldErrors } from '../kit/types';

export const PART_CATEGORIES = ['display', 'battery', 'back_cover', 'camera', 'charging_port', 'motherboard', 'speaker', 'other'] as const;

/** The largest price a part or its labour may carry in any site's currency (rupiah are the largest figures). */
export const PRICE_MAX = 50_000_000;

/** A part code as the service manual prints it: 3 capitals, a hyphen, 4 to 12 capitals or digits (DSP-00012). */
export const PART_CODE = /^[A-Z]{3}-[A-Z0-9]{4,12}$/;

const numberOf = (value: unknown): number | undefined => {
    if (value === undefined || value === null || value === '') return undefined;
    const number = Number(value);
    return Number.isFinite(number) ? number : undefined;
};

const PRICE_SOURCES = ['partPrice', 'labourCharge'] as const;

/**
 * A spare part's price: the code in the service manual's form; a part sold for something (above zero), labour
 * free or charged; both in the currency's units with at most two decimals.
 */
export const sparePartRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const code = typeof record.partCode === 'string' ? record.partCode.trim() : '';
    if (code !== '' && !PART_CODE.test(code)) errors.partCode = 'resources.spare-part-prices.validation.part_code';
    for (const source of PRICE_SOURCES) {
        const value = numberOf(record[source]);
        if (value !== undefined && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6) errors[source] = 'resources.spare-part-prices.validation.two_decimals';
    }
    const price = numberOf(record.partPrice);
    if (price !== undefined && price <= 0 && !errors.partPrice) errors.partPrice = 'resources.spare-part-prices.validation.price_positive';
    return errors;
};
