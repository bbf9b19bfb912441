import type { FieldErrors, StatusAction } from '../kit/types';

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'other'] as const;

/** new → processed, a confirmed row action; nothing goes back. */
export const STATUS_ACTION: StatusAction = {
    field: 'status',
    transitions: [{ from: ['new'], to: 'processed', labelKey: 'resources.app-feedback.actions.process' }],
};

/** The user hears back before the feedback is closed: processed only with a reply. */
export const feedbackServerRules = (record: Record<string, unknown>): FieldErrors =>
    record.status === 'processed' && (typeof record.reply !== 'string' || record.reply.trim() === '') ? { reply: 'resources.app-feedback.validation.reply_first' } : {};
