import type { FieldErrors } from '../kit/types';

const KEY = 'resources.service-provinces.validation';

/** A subdivision code as ISO 3166-2 writes its part after the country: one to three capitals or digits. */
export const SUBDIVISION_CODE = /^[A-Z0-9]{1,3}$/;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

export const serviceProvinceRules = (record: Record<string, unknown>): FieldErrors =>
    !blank(record.code) && !SUBDIVISION_CODE.test(String(record.code).trim()) ? { code: `${KEY}.code` } : {};

const same = (a: unknown, b: unknown) => String(a ?? '').trim().toLowerCase() === String(b ?? '').trim().toLowerCase();

/**
 * Within one parent (a province's country, a city's province) no two places share a code or a name: the service
 * website's pickers would offer two alike. Shared by the province and city rules.
 */
export const siblingClashes = (
    record: Record<string, unknown>,
    siblings: readonly Record<string, unknown>[],
    parentField: string,
    key: string,
): FieldErrors => {
    const errors: FieldErrors = {};
    const others = siblings.filter(row => String(row.id) !== String(record.id) && String(row[parentField]) === String(record[parentField]));
    for (const source of ['code', 'name']) {
        if (!blank(record[source]) && others.some(row => same(row[source], record[source]))) errors[source] = `${key}.${source}_taken`;
    }
    return errors;
};

export const serviceProvinceServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors =>
    siblingClashes(record, rowsOf('service-provinces'), 'countryId', KEY);
