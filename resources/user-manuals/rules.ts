import type { FieldErrors } from '../kit/types';
import { SERVICE_COUNTRY_FORMATS } from '../service-countries/rules';

/**
 * A user manual's rules (form, mock): the language a tag of language and region (en-IN, zh-CN); the version as the
 * manual's cover prints it (V1.0, V2.1.3); the file a PDF. On the server: one manual per model, language and
 * version (a new edition is a new version).
 */
const T = 'resources.user-manuals.validation';
export const MANUAL_VERSION = /^V\d+\.\d+(\.\d+)?$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const manualRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (text(record.language) !== '' && !SERVICE_COUNTRY_FORMATS.language.test(text(record.language))) errors.language = `${T}.language`;
    if (text(record.version) !== '' && !MANUAL_VERSION.test(text(record.version))) errors.version = `${T}.version`;
    if (text(record.file) !== '' && !/\.pdf(\?.*)?$/i.test(text(record.file))) errors.file = `${T}.pdf`;
    return errors;
};

export const manualServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const same = rowsOf('user-manuals').some(
        row =>
            String(row.id) !== String(record.id) &&
            String(row.modelId) === String(record.modelId) &&
            text(row.language) === text(record.language) &&
            text(row.version) === text(record.version),
    );
    return same ? { version: `${T}.one_edition` } : {};
};
