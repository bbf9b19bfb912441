import type { FieldErrors } from '../kit/types';

/**
 * The phone-check page's rules (form, mock): the answers show the buyer's warranty end date, so the two warranty
 * answers hold the `{date}` placeholder the website fills in; the not-found answer tells the buyer what to do and
 * holds none.
 */
const T = 'resources.phone-check-pages.validation';
const PLACEHOLDER = '{date}';
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export const phoneCheckRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    for (const source of ['inWarrantyText', 'outOfWarrantyText']) {
        if (text(record[source]).trim() !== '' && !text(record[source]).includes(PLACEHOLDER)) errors[source] = `${T}.date_placeholder`;
    }
    if (text(record.notFoundText).includes(PLACEHOLDER)) errors.notFoundText = `${T}.no_placeholder`;
    return errors;
};
