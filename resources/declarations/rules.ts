import type { FieldErrors } from '../kit/types';

/**
 * A declaration's rules (form, mock): a declaration of conformity is the signed document, so it carries its PDF;
 * an attached file is a PDF.
 */
const T = 'resources.declarations.validation';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const declarationRules = (record: Record<string, unknown>): FieldErrors => {
    const file = text(record.file);
    if (record.declarationType === 'conformity' && file === '') return { file: `${T}.conformity_file` };
    if (file !== '' && !/\.pdf(\?.*)?$/i.test(file)) return { file: `${T}.pdf` };
    return {};
};
