import type { FieldErrors } from '../kit/types';

/** An Indian pincode: six digits, the first (the postal region, 1–8 and the army's 9) never 0. */
export const PINCODE = /^[1-9]\d{5}$/;

export const pincodeRule = (record: Record<string, unknown>): FieldErrors =>
    record.pincode && !PINCODE.test(String(record.pincode)) ? { pincode: 'resources.kit.validation.pincode' } : {};

/** A delivery promise for an area we do not serve makes no sense: a serviceable pincode takes COD or prepaid. */
export const serviceabilityRules = (record: Record<string, unknown>): FieldErrors => {
    const errors = pincodeRule(record);
    if (record.status === 'serviceable' && record.codAvailable === false && record.prepaidAvailable === false) {
        errors.prepaidAvailable = 'resources.pincodes.validation.no_payment';
    }
    return errors;
};
