import type { FieldDescription, FieldErrors } from './types';

/**
 * The activity status model (spec section 4, "Activity status"): one table that the row actions,
 * the mock backend and the tests read. Pure data and functions: the mock imports it.
 *
 * HOW A RESOURCE USES IT
 * - Opt in with one line in its description's `fields`: `...ACTIVITY_FIELDS` (startTime, endTime, status; the
 *   status is kept by the server, never typed). `isActivityDescription` is how the kit and the mock know.
 *   Texts: the action labels, confirmations and refusals are the kit's (`resources.kit.activity.*`); a resource's
 *   own file labels `fields.startTime`, `fields.endTime`, `fields.status` and takes the status labels with
 *   `choices: { status: kitEn.resources.kit.activity.status }` (kitZh likewise).
 * - Its rules include `activityTimeErrors(record)` (the end after the start), so the form says it before saving,
 *   and its `derive` includes `activityDerive(record)` (the stored status, on every write and on the seed).
 * - The kit then: shows the row actions (ActivityRowActions: only the actions the row's status allows, each
 *   confirmed, with the spec's toasts), opens a row's record page only when it may be edited, and in the mock:
 *   derives the status from the time range on every write and every read, refuses a write that sets the status
 *   itself or edits an activity whose status does not allow editing, refuses a REST DELETE the model refuses.
 * - The status actions are one call for every collection (mock-server/handlers/custom/activityStatus.ts):
 *   `POST /activity-status/{collection}/{id}/{action}` with action pause | restart | end | delete | copy, answering
 *   the envelope with the changed record (the copy for copy, timed by `copyTimes`; the deleted one for delete), or body code 400 with
 *   the reason ('Only an activity in progress can be paused'). `activityActionPath` builds the path.
 *
 * STATUS FROM TIME: before startTime not started, from startTime to endTime in progress, after endTime ended;
 * `paused` and `ended` are held states an action sets and only an action leaves (restart goes back to the time's
 * status; an ended activity stays ended even if its end time is moved later).
 */

export const ACTIVITY_STATUSES = ['not_started', 'in_progress', 'paused', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

export const ACTIVITY_ACTIONS = ['view', 'edit', 'pause', 'restart', 'end', 'delete', 'copy'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** The actions that change data (confirmed, then a toast) and so go through the mock's status call. */
export type ActivityChange = Exclude<ActivityAction, 'view' | 'edit'>;
export const ACTIVITY_CHANGES: readonly ActivityChange[] = ['pause', 'restart', 'end', 'delete', 'copy'];

const ALL: readonly ActivityStatus[] = ACTIVITY_STATUSES;

/**
 * The transitions the spec leaves open, decided here once: what each action may start from, and the toast it
 * shows (spec section 8). Editing is for an activity not yet running or paused; a running or ended one is viewed.
 */
export const ACTIVITY_TRANSITIONS: Readonly<Record<ActivityAction, { from: readonly ActivityStatus[]; toastKey?: string }>> = {
    view: { from: ALL },
    edit: { from: ['not_started', 'paused'] },
    pause: { from: ['in_progress'], toastKey: 'oms.toast.paused_successfully' },
    restart: { from: ['paused'], toastKey: 'oms.toast.restarted_successfully' },
    end: { from: ['in_progress', 'paused'], toastKey: 'oms.toast.ended_successfully' },
    delete: { from: ['not_started', 'ended'], toastKey: 'oms.toast.deleted_successfully' },
    copy: { from: ALL, toastKey: 'oms.toast.operation_successful' },
};

export const isActivityAction = (value: string): value is ActivityAction => (ACTIVITY_ACTIONS as readonly string[]).includes(value);
export const isActivityChange = (value: string): value is ActivityChange => (ACTIVITY_CHANGES as readonly string[]).includes(value);

export const isAllowed = (action: ActivityAction, status: unknown): boolean =>
    ACTIVITY_TRANSITIONS[action].from.includes(status as ActivityStatus);

/** The actions offered on a row in this status, in the table's order. */
export const allowedActions = (status: unknown): ActivityAction[] => ACTIVITY_ACTIONS.filter(action => isAllowed(action, status));

/** The states only an action sets and only an action leaves. */
const HELD: readonly unknown[] = ['paused', 'ended'];

const timeOf = (value: unknown): number => (typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN);

/** The status the time range alone gives. */
export const timeStatus = (record: Record<string, unknown>, now = Date.now()): ActivityStatus => {
    const start = timeOf(record.startTime);
    const end = timeOf(record.endTime);
    if (Number.isFinite(start) && now < start) return 'not_started';
    if (Number.isFinite(end) && now > end) return 'ended';
    return 'in_progress';
};

/** A record's status now: a held one stays, any other follows the time range. */
export const activityStatusOf = (record: Record<string, unknown>, now = Date.now()): ActivityStatus =>
    HELD.includes(record.status) ? (record.status as ActivityStatus) : timeStatus(record, now);

/** For a resource's `derive`: the status a written or seeded record has now. */
export const activityDerive = (record: Record<string, unknown>): { status: ActivityStatus } => ({ status: activityStatusOf(record) });

/** The status an action leaves (pause, restart, end); undefined for the others. */
export const statusAfter = (action: ActivityChange, record: Record<string, unknown>, now = Date.now()): ActivityStatus | undefined => {
    if (action === 'pause') return 'paused';
    if (action === 'end') return 'ended';
    if (action === 'restart') return timeStatus(record, now);
    return undefined;
};

const HOUR = 3_600_000;

/**
 * A copy's time range: the same length, starting when the original ends, or at the next full hour if that has
 * passed. So a copy is a coming activity that never runs at the same time as its original (a SKU or a word is in
 * one activity at a time), and copying an ended activity gives its next run.
 */
export const copyTimes = (record: Record<string, unknown>, now = Date.now()): { startTime: string; endTime: string } => {
    const start = timeOf(record.startTime);
    const end = timeOf(record.endTime);
    const length = Number.isFinite(start) && Number.isFinite(end) && end > start ? end - start : 7 * 24 * HOUR;
    const nextHour = Math.ceil((now + 1) / HOUR) * HOUR;
    const from = Number.isFinite(end) && end > nextHour ? end : nextHour;
    return { startTime: new Date(from).toISOString(), endTime: new Date(from + length).toISOString() };
};

/** The model's fields, spread into a description's `fields`. */
export const ACTIVITY_FIELDS: readonly FieldDescription[] = [
    { source: 'startTime', type: 'datetime', required: true, column: 'default', filter: 'optional', sortable: true },
    { source: 'endTime', type: 'datetime', required: true, column: 'default', sortable: true },
    { source: 'status', type: 'enum', choices: ACTIVITY_STATUSES, formHidden: true, column: 'default', filter: 'alwaysOn' },
];

/** The status field of the model: a description that has it (through `...ACTIVITY_FIELDS`) has opted in. */
const ACTIVITY_STATUS_FIELD = ACTIVITY_FIELDS[2];

export const isActivityDescription = (description: { fields: readonly FieldDescription[] }): boolean =>
    description.fields.includes(ACTIVITY_STATUS_FIELD);

/** Where an activity's status label lives: the kit's texts, the same for every collection. */
export const ACTIVITY_STATUS_PREFIX = 'resources.kit.activity.status';

export const ACTIVITY_ERRORS = {
    endBeforeStart: 'resources.kit.activity.validation.end_before_start',
    statusByAction: 'resources.kit.activity.validation.status_by_action',
    notEditable: 'resources.kit.activity.validation.not_editable',
} as const;

/** The form's part of the model's checks (a resource's rules include it): the end after the start. */
export const activityTimeErrors = (record: Record<string, unknown>): FieldErrors => {
    const start = timeOf(record.startTime);
    const end = timeOf(record.endTime);
    return Number.isFinite(start) && Number.isFinite(end) && end <= start ? { endTime: ACTIVITY_ERRORS.endBeforeStart } : {};
};

/**
 * The model's checks of a write (the form runs the first; the mock all three): the end after the start; the status
 * changes only through an action; an activity is edited only in a status that allows it.
 */
export const activityWriteErrors = (record: Record<string, unknown>, previous?: Record<string, unknown>): FieldErrors => {
    const timeErrors = activityTimeErrors(record);
    if (Object.keys(timeErrors).length > 0) return timeErrors;
    if (!previous) return HELD.includes(record.status) ? { status: ACTIVITY_ERRORS.statusByAction } : {};
    const before = activityStatusOf(previous);
    if (record.status !== undefined && record.status !== previous.status && (HELD.includes(record.status) || HELD.includes(previous.status))) {
        return { status: ACTIVITY_ERRORS.statusByAction };
    }
    if (!isAllowed('edit', before)) return { status: ACTIVITY_ERRORS.notEditable };
    return {};
};

/** Why an action is refused (it names the statuses the table allows it from); the mock sends its English. */
export const refusalKey = (action: ActivityAction) => `resources.kit.activity.refused.${action}`;

/** The status call of an action on a record (the app's client prefixes the API base). */
export const activityActionPath = (collection: string, id: string | number, action: ActivityChange) =>
    `/activity-status/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}/${action}`;
