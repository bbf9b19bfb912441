import type { FieldErrors } from '../kit/types';
import { storeAddressRules } from '../store-addresses/rules';

/** A phone as the centre answers it: an optional +, then 6 to 15 digits, spaces or hyphens between them. */
const PHONE = /^\+?\d[\d\s-]{4,18}\d$/;
const DIGITS = { min: 6, max: 15 };

/**
 * A service centre's rules: a store address's (coordinates within the globe), and a phone of 6 to 15 digits that a
 * customer can dial.
 */
export const serviceCenterRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = storeAddressRules(record);
    const phone = typeof record.phone === 'string' ? record.phone.trim() : '';
    const digits = phone.replace(/\D/g, '').length;
    if (phone !== '' && (!PHONE.test(phone) || digits < DIGITS.min || digits > DIGITS.max)) errors.phone = 'resources.service-centers.validation.phone';
    return errors;
};
