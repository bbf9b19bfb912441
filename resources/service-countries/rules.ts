import type { FieldErrors } from '../kit/types';

const KEY = 'resources.service-countries.validation';

/** Each format a service-website country's field follows, with the text that names it. */
export const SERVICE_COUNTRY_FORMATS: Readonly<Record<string, RegExp>> = {
    // ISO 3166-1 alpha-2: two capital letters (IN, DE, GB).
    countryCode: /^[A-Z]{2}$/,
    // A BCP 47 language tag of language and region (en-IN, zh-CN).
    language: /^[a-z]{2}-[A-Z]{2}$/,
    // ISO 4217: three capital letters (INR, EUR).
    currency: /^[A-Z]{3}$/,
    // A host name of at least two labels, without scheme or path (support.example.in).
    domain: /^(?=.{4,100}$)([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/,
    // A hotline as people dial it: digits, spaces and dashes, an optional leading +, 6 to 15 digits.
    hotline: /^\+?(?=(\D*\d){6,15}\D*$)[\d -]+$/,
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
};

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A country's fields in their formats (emptiness is the kit's 'required'). */
export const serviceCountryRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const [source, format] of Object.entries(SERVICE_COUNTRY_FORMATS)) {
        const value = record[source];
        if (!blank(value) && !format.test(String(value).trim())) errors[source] = `${KEY}.${source}`;
    }
    return errors;
};
