import type { FieldDescription, FieldErrors } from '../kit/types';

/**
 * The moderation model of what buyers and staff write on the service website (reviews, replies, virtual reviews,
 * questions, answers): one state table that the row actions, the mock backend and the tests read. Pure data and
 * functions: the mock imports it.
 *
 * - Buyers' content arrives pending; a moderator approves it or rejects it with a reason (the reason stays with the
 *   record, and the rejected text stays readable to staff, sanitised).
 * - Approved content can be hidden from the website and shown again; a rejected one stays rejected.
 * - What staff write in the back office (an official reply or answer, a virtual review) is approved as it is made.
 * - The status, reason, moderator and moderation time change only through the moderation call
 *   (`POST /moderation/{collection}/{id}/{action}`, JSON `{reason}`), which refuses every transition the table does
 *   not allow; a plain REST change that alters them is refused (a new record's are the server's).
 */
export const MODERATION_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

export const MODERATION_ACTIONS = {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected' },
    hide: { from: ['approved'], to: 'hidden' },
    show: { from: ['hidden'], to: 'approved' },
} as const satisfies Record<string, { from: readonly ModerationStatus[]; to: ModerationStatus }>;

export type ModerationAction = keyof typeof MODERATION_ACTIONS;
export const MODERATION_ACTION_NAMES = Object.keys(MODERATION_ACTIONS) as ModerationAction[];

/** The actions that need a reason (shown to staff with the record). */
export const REASONED_ACTIONS: readonly ModerationAction[] = ['reject'];

/** The status of what staff write in the back office. */
export const STAFF_STATUS: ModerationStatus = 'approved';

/** A reason's length: long enough to tell the buyer's support team why, short enough for a list cell. */
export const REASON_MIN = 5;
export const REASON_MAX = 300;

export const isModerationAction = (value: unknown): value is ModerationAction => typeof value === 'string' && value in MODERATION_ACTIONS;

export const isAllowed = (action: ModerationAction, status: unknown): boolean =>
    (MODERATION_ACTIONS[action].from as readonly string[]).includes(String(status));

/** The actions a record in this status may take, in the table's order. */
export const actionsFrom = (status: unknown): ModerationAction[] => MODERATION_ACTION_NAMES.filter(action => isAllowed(action, status));

const PREFIX = 'resources.moderation-common';

export const MODERATION_ERRORS = {
    reasonRequired: `${PREFIX}.validation.reason_required`,
    reasonLength: `${PREFIX}.validation.reason_length`,
    byAction: `${PREFIX}.validation.by_action`,
} as const;

/** Why an action is refused from the record's status (the mock sends its English). */
export const refusalKey = (action: ModerationAction) => `${PREFIX}.refused.${action}`;

/** The reason's check: the dialog, the mock and the tests run this one. */
export const reasonErrors = (action: ModerationAction, reason: unknown): FieldErrors => {
    if (!REASONED_ACTIONS.includes(action)) return {};
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text === '') return { reason: MODERATION_ERRORS.reasonRequired };
    if (text.length < REASON_MIN || text.length > REASON_MAX) {
        return { reason: { message: MODERATION_ERRORS.reasonLength, args: { min: REASON_MIN, max: REASON_MAX } } };
    }
    return {};
};

/** The model's fields, spread into a description's `fields` (kept by the moderation call, never typed in a form). */
export const MODERATION_FIELDS: readonly FieldDescription[] = [
    { source: 'status', type: 'enum', choices: MODERATION_STATUSES, formHidden: true, column: 'default', filter: 'alwaysOn' },
    { source: 'rejectReason', type: 'text', formHidden: true, column: 'pickable', maxLength: REASON_MAX },
    { source: 'moderator', type: 'text', formHidden: true, column: 'pickable' },
    { source: 'moderateTime', type: 'datetime', formHidden: true, column: 'pickable', sortable: true },
];

/** The fields only the moderation call sets. */
export const MODERATION_SOURCES = MODERATION_FIELDS.map(field => field.source);

/** The status field of the model: a description that has it (through `...MODERATION_FIELDS`) has opted in. */
const MODERATION_STATUS_FIELD = MODERATION_FIELDS[0];

export const isModeratedDescription = (description: { fields: readonly FieldDescription[] }): boolean =>
    description.fields.includes(MODERATION_STATUS_FIELD);

/**
 * For a resource's `derive`: staff's new record (no id yet) is approved, unmoderated, whatever its body says; a stored
 * one keeps its state, and a reason belongs only to a rejected record.
 */
export const moderationDerive = (record: Record<string, unknown>): Record<string, unknown> => {
    if (record.id === undefined) return { status: STAFF_STATUS, rejectReason: '', moderator: '', moderateTime: null };
    const status = record.status ?? STAFF_STATUS;
    return { status, rejectReason: status === 'rejected' ? (record.rejectReason ?? '') : '' };
};

/**
 * A plain REST change's moderation check (the mock's): it may not touch the moderation fields (a new record's are
 * set by `moderationDerive`). Answers the field errors.
 */
export const moderationWriteErrors = (values: Record<string, unknown>, previous?: Record<string, unknown>): FieldErrors => {
    if (!previous) return {};
    const changed = MODERATION_SOURCES.find(
        source => source in values && (values[source] ?? '') !== (previous[source] ?? ''),
    );
    return changed ? { [changed]: MODERATION_ERRORS.byAction } : {};
};

/** The moderation call of an action on a record (the app's client prefixes the API base). */
export const moderationActionPath = (collection: string, id: string | number, action: ModerationAction) =>
    `/moderation/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}/${action}`;
