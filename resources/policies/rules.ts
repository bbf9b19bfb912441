import type { FieldErrors } from '../kit/types';

/** A policy version as legal writes it: 1.0, 2.3, 2024.1. */
const VERSION = /^\d{1,4}\.\d{1,3}$/;

/** A policy's own rules (form, mock, import): its version's form, and a published policy says from when it applies. */
export const policyRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (typeof record.version === 'string' && record.version !== '' && !VERSION.test(record.version.trim())) errors.version = 'resources.policies.validation.version';
    if (record.status === 'published' && (record.effectiveDate === undefined || record.effectiveDate === null || record.effectiveDate === '')) {
        errors.effectiveDate = 'resources.policies.validation.effective_date';
    }
    return errors;
};
