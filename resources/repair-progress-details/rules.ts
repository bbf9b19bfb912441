import type { FieldErrors } from '../kit/types';
import { STEP_SOURCES } from './steps';

const text = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/** Two states never read alike to the customer: each step's label is its own (the later one is named). */
export const progressDetailRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const seen = new Set<string>();
    for (const source of STEP_SOURCES) {
        const label = text(record[source]);
        if (label === '') continue;
        if (seen.has(label)) errors[source] = 'resources.repair-progress-details.validation.step_repeated';
        seen.add(label);
    }
    return errors;
};
