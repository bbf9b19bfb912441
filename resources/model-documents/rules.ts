import type { FieldErrors } from '../kit/types';
import { LANGUAGE } from '../support-texts/rules';

export const DOC_TYPES = ['quick_guide', 'safety', 'sar', 'conformity', 'other'] as const;

/** A document's version as printed on it: 1.0, 2.3. */
const VERSION = /^\d{1,2}\.\d{1,2}$/;
/** Materials are PDFs (the upload's PDF limit applies where they are stored). */
const PDF = /\.pdf$/i;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A language as `xx-YY`, a version `1.0`, a PDF; not published in the future. */
export const modelDocumentRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (text(record.language) !== '' && !LANGUAGE.test(text(record.language))) errors.language = 'resources.model-documents.validation.language';
    if (text(record.version) !== '' && !VERSION.test(text(record.version))) errors.version = 'resources.model-documents.validation.version';
    if (text(record.fileUrl) !== '' && !PDF.test(text(record.fileUrl).split('?')[0])) errors.fileUrl = 'resources.model-documents.validation.pdf';
    return errors;
};

/** A model has one document of a kind, language and version. */
export const modelDocumentServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    if (text(record.version) === '') return {};
    const twin = rowsOf('model-documents').find(
        row =>
            row.id !== record.id &&
            String(row.modelId) === String(record.modelId) &&
            row.docType === record.docType &&
            text(row.language) === text(record.language) &&
            text(row.version) === text(record.version),
    );
    return twin ? { version: 'resources.model-documents.validation.version_taken' } : {};
};
