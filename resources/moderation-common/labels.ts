import type { FieldErrors } from '../kit/types';

/** What a content label is meant for: reviews or questions (content-labels' `labelType`). */
export const LABEL_TYPES = ['review', 'question'] as const;
export type LabelType = (typeof LABEL_TYPES)[number];

/** The refusal of a label of the wrong kind, disabled, or of another site. */
export const labelTypeError = (type: LabelType) => `resources.moderation-common.validation.label_${type}`;

/**
 * A review's or a question's labels (`labelIds`) must be enabled labels of the site meant for that kind of content:
 * the mock runs it on every write (serverRules), the form shows its answer at the field.
 */
export const labelRules =
    (type: LabelType) =>
    (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
        const ids = Array.isArray(record.labelIds) ? record.labelIds.map(String) : [];
        if (ids.length === 0) return {};
        const fitting = new Set(
            rowsOf('content-labels')
                .filter(label => label.labelType === type && label.status === 'enabled')
                .map(label => String(label.id)),
        );
        return ids.every(id => fitting.has(id)) ? {} : { labelIds: labelTypeError(type) };
    };
