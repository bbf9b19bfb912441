import type { FieldErrors } from '../kit/types';
import { SERVICE_COUNTRY_FORMATS } from '../service-countries/rules';

/**
 * A description's rules (form, mock): the language a tag of language and region (en-IN). On the server: the website
 * shows one text per position, language and model, so two online texts of a position and language may not share a
 * model, nor both be for every model.
 */
const T = 'resources.service-descriptions.validation';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const models = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

export const descriptionRules = (record: Record<string, unknown>): FieldErrors =>
    text(record.language) !== '' && !SERVICE_COUNTRY_FORMATS.language.test(text(record.language)) ? { language: `${T}.language` } : {};

export const descriptionServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (record.status !== 'online') return {};
    const mine = models(record.modelIds);
    const clash = rowsOf('service-descriptions').find(row => {
        if (String(row.id) === String(record.id) || row.status !== 'online' || row.position !== record.position || text(row.language) !== text(record.language)) return false;
        const theirs = models(row.modelIds);
        return (mine.length === 0 && theirs.length === 0) || mine.some(model => theirs.includes(model));
    });
    return clash ? { modelIds: { message: `${T}.one_online`, args: { title: String(clash.title ?? '') } } } : {};
};
