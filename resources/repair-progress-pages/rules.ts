import type { FieldErrors } from '../kit/types';

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * A repair is found by its request number or its IMEI (a mobile alone names several repairs), and an online page
 * shows its banner.
 */
export const progressPageRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const searchBy = Array.isArray(record.searchBy) ? record.searchBy : [];
    if (searchBy.length > 0 && !searchBy.includes('request_no') && !searchBy.includes('imei')) errors.searchBy = 'resources.repair-progress-pages.validation.search_key';
    if (record.status === 'online' && !present(record.banner)) errors.banner = 'resources.repair-progress-pages.validation.banner_online';
    return errors;
};
