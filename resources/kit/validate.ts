import type { FieldDescription, FieldErrors, RecordRule, ResourceDescription } from './types';

/**
 * The one validator of a resource: the description's own checks (required, numbers, bounds, lengths, enum values)
 * and then the resource's rules (rules.ts). The form, the mock backend (every write) and the import all call it,
 * so a rule holds the same way wherever a record comes from.
 */
const isBlank = (value: unknown): boolean =>
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

const NUMERIC = new Set(['number', 'money', 'percent']);

const fieldError = (field: FieldDescription, value: unknown): FieldErrors[string] | undefined => {
    if (field.readOnly || field.formHidden) return undefined;
    if (isBlank(value)) return field.required ? 'ra.validation.required' : undefined;
    if (NUMERIC.has(field.type)) {
        const number = typeof value === 'number' ? value : Number(String(value).trim());
        if (typeof value === 'boolean' || !Number.isFinite(number)) return 'ra.validation.number';
        if (field.min !== undefined && number < field.min) return { message: 'ra.validation.minValue', args: { min: field.min } };
        if (field.max !== undefined && number > field.max) return { message: 'ra.validation.maxValue', args: { max: field.max } };
    }
    if (field.type === 'enum' && field.choices && !(field.many ? (value as unknown[]) : [value]).every(item => field.choices!.includes(String(item)))) {
        return { message: 'ra.validation.oneOf', args: { options: field.choices.join(', ') } };
    }
    if (field.maxLength !== undefined && String(value).length > field.maxLength) {
        return { message: 'ra.validation.maxLength', args: { max: field.maxLength } };
    }
    return undefined;
};

export const validateRecord = (description: ResourceDescription, record: Record<string, unknown>, rules?: RecordRule): FieldErrors => {
    const errors: FieldErrors = {};
    for (const field of description.fields) {
        const error = fieldError(field, record[field.source]);
        if (error) errors[field.source] = error;
    }
    // The resource's own rules speak for fields the generic checks passed.
    for (const [source, error] of Object.entries(rules?.(record) ?? {})) errors[source] ??= error;
    return errors;
};

/** A number typed into a form arrives as a string from an import or a plain client: the stored value is a number. */
export const normaliseRecord = (description: ResourceDescription, record: Record<string, unknown>): Record<string, unknown> => {
    const normalised = { ...record };
    for (const field of description.fields) {
        const value = normalised[field.source];
        if (NUMERIC.has(field.type) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
            normalised[field.source] = Number(value);
        }
        if (field.type === 'bool' && typeof value === 'string') normalised[field.source] = value === 'true' || value === '1';
    }
    return normalised;
};
