import type { FieldErrors, RecordRule } from '../kit/types';
import { activityTimeErrors } from '../kit/activityStatus';

/** A value typed or sent as a number (an empty field is not). */
export const isNumber = (value: unknown): boolean => value !== null && value !== undefined && value !== '' && Number.isFinite(Number(value));

/** A time range ends after it starts: the activity status model's check and text, for every time range. */
export const validityRule: RecordRule = activityTimeErrors;

/** Several rules as one: a field keeps the first rule's error. */
export const allRules =
    (...rules: readonly RecordRule[]): RecordRule =>
    record => {
        const errors: FieldErrors = {};
        for (const rule of rules) for (const [source, error] of Object.entries(rule(record))) errors[source] ??= error;
        return errors;
    };
