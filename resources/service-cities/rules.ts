import type { FieldErrors } from '../kit/types';
import { siblingClashes } from '../service-provinces/rules';

const KEY = 'resources.service-cities.validation';

/** A city code: three capitals, as its airport or postal abbreviation (BOM, MUC, PAR). */
export const CITY_CODE = /^[A-Z]{3}$/;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const serviceCityRules = (record: Record<string, unknown>): FieldErrors =>
    !blank(record.code) && !CITY_CODE.test(String(record.code).trim()) ? { code: `${KEY}.code` } : {};

/**
 * The hierarchy holds: the city's province lies in the city's country; and within the province no two cities share
 * a code or a name.
 */
export const serviceCityServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const province = rowsOf('service-provinces').find(row => String(row.id) === String(record.provinceId));
    if (province && !blank(record.countryId) && String(province.countryId) !== String(record.countryId)) {
        return { provinceId: `${KEY}.province_of_country` };
    }
    return siblingClashes(record, rowsOf('service-cities'), 'provinceId', KEY);
};
