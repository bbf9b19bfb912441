import type { FieldErrors, RecordRule } from '../kit/types';
import { hasFenPrecision } from '../subsidy-common/model';

const T = 'resources.subsidy-provinces.validation';
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A province's rule (form, mock and import): its code a province-level code of GB/T 2260 (two digits, then 0000);
 * the cap a unit not above the price ceiling; amounts to the fen; valid to after valid from; one category at least.
 */
export const provinceRules: RecordRule = record => {
    const errors: FieldErrors = {};
    if (present(record.provinceCode) && !/^[1-8]\d0000$/.test(String(record.provinceCode))) errors.provinceCode = `${T}.province_code`;
    for (const source of ['capPerUnit', 'priceCeiling']) if (!hasFenPrecision(record[source])) errors[source] = `${T}.fen`;
    if (present(record.capPerUnit) && present(record.priceCeiling) && Number(record.capPerUnit) > Number(record.priceCeiling)) {
        errors.capPerUnit ??= `${T}.cap_above_ceiling`;
    }
    if (present(record.validFrom) && present(record.validTo) && String(record.validTo).slice(0, 10) <= String(record.validFrom).slice(0, 10)) {
        errors.validTo = `${T}.valid_to`;
    }
    if (Array.isArray(record.categories) && record.categories.length === 0) errors.categories = 'ra.validation.required';
    return errors;
};
