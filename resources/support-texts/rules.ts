import type { FieldErrors } from '../kit/types';

/** A key: two to four dot-separated parts of lower-case letters, digits and underscores (home.search.placeholder). */
export const TEXT_KEY = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){1,3}$/;
/** A language tag: language and region (en-IN, zh-CN). */
export const LANGUAGE = /^[a-z]{2}-[A-Z]{2}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A key in its dotted form; a language as `xx-YY`. */
export const supportTextRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (text(record.textKey) !== '' && !TEXT_KEY.test(text(record.textKey))) errors.textKey = 'resources.support-texts.validation.key';
    if (text(record.language) !== '' && !LANGUAGE.test(text(record.language))) errors.language = 'resources.support-texts.validation.language';
    return errors;
};

/** A key has one text a language on a site. */
export const supportTextServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const twin = rowsOf('support-texts').find(row => row.id !== record.id && text(row.textKey) === text(record.textKey) && text(row.language) === text(record.language));
    return twin && text(record.textKey) !== '' ? { language: 'resources.support-texts.validation.key_language' } : {};
};
