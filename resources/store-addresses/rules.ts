import type { FieldErrors } from '../kit/types';

/**
 * Where a coordinate may lie (spec section 5: "longitude and latitude are numbers, positive or negative"): west and
 * south of Greenwich and the equator are negative, so the sign is free and only the globe bounds them.
 */
export const COORDINATE_RANGES = {
    longitude: { min: -180, max: 180 },
    latitude: { min: -90, max: 90 },
} as const;

const numberOf = (value: unknown): number | undefined => {
    if (value === undefined || value === null || typeof value === 'boolean' || (typeof value === 'string' && value.trim() === '')) return undefined;
    const number = typeof value === 'number' ? value : Number(String(value).trim());
    return Number.isFinite(number) ? number : undefined;
};

/**
 * A store address's rules beyond its fields' own (every field is required: "fields cannot be empty"; a coordinate
 * that is not a number is the kit's 'Must be a number'): each coordinate within the globe, said with its range.
 */
export const storeAddressRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [source, { min, max }] of Object.entries(COORDINATE_RANGES)) {
        const value = numberOf(record[source]);
        if (value !== undefined && (value < min || value > max)) {
            errors[source] = { message: `resources.store-addresses.validation.${source}_range`, args: { min, max } };
        }
    }
    return errors;
};

/** A store belongs to the site it is kept under: its country site is the row's site, kept by the server. */
export const storeAddressDerived = (record: Record<string, unknown>): Record<string, unknown> =>
    typeof record.siteCode === 'string' ? { countrySite: record.siteCode } : {};
