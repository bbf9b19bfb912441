import type { FieldDescription, FieldErrors } from '../kit/types';

/**
 * Service requests with a clock (pick-and-drop repairs, reservations, price protection): each entity's states and
 * the one table of what moves it on (its own `flow.ts`), read by the row actions, the record's timeline, the mock and
 * the tests. Pure data and functions: the mock imports it.
 *
 * - Every change goes through one call, `POST /service-requests/{collection}/{id}/{action}` (JSON `{note}`), which
 *   refuses what the table does not allow from the record's status now, and appends to the record's `history`
 *   who moved it, when, from which state to which, with the note.
 * - Each open state has a service level in hours: the record's `dueTime` is when it entered the state plus that
 *   level; a final state has none. Past its due time an open record is overdue (`overdue`, kept by the server on
 *   every read and change, so the list filters and counts it).
 * - A plain REST change may not touch the status, history, due time or overdue flag; a new record's are the server's.
 */
export interface FlowAction {
    from: readonly string[];
    to: string;
    /** The note is required (a cancellation's or rejection's reason). */
    noteRequired?: boolean;
}

export interface Flow {
    collection: string;
    statuses: readonly string[];
    /** The status a new record starts in. */
    initial: string;
    actions: Readonly<Record<string, FlowAction>>;
    /** Hours an open state may last (its service level); states not named are final. */
    slaHours: Readonly<Record<string, number>>;
}

export interface HistoryEntry {
    action: string;
    from: string | null;
    to: string;
    by: string;
    at: string;
    note: string;
}

export const NOTE_MAX = 300;

const PREFIX = 'resources.service-requests-common';

export const FLOW_ERRORS = {
    noteRequired: `${PREFIX}.validation.note_required`,
    noteLength: `${PREFIX}.validation.note_length`,
    byAction: `${PREFIX}.validation.by_action`,
    refused: `${PREFIX}.validation.refused`,
} as const;

export const isFlowAction = (flow: Flow, action: unknown): action is string => typeof action === 'string' && Object.hasOwn(flow.actions, action);

export const isAllowed = (flow: Flow, action: string, status: unknown): boolean =>
    isFlowAction(flow, action) && flow.actions[action].from.includes(String(status));

/** The actions a record in this status may take, in the table's order. */
export const actionsFrom = (flow: Flow, status: unknown): string[] => Object.keys(flow.actions).filter(action => isAllowed(flow, action, status));

/** The note's check: the dialog, the mock and the tests run this one. */
export const noteErrors = (flow: Flow, action: string, note: unknown): FieldErrors => {
    const text = typeof note === 'string' ? note.trim() : '';
    if (text === '' && flow.actions[action]?.noteRequired) return { note: FLOW_ERRORS.noteRequired };
    if (text.length > NOTE_MAX) return { note: { message: FLOW_ERRORS.noteLength, args: { max: NOTE_MAX } } };
    return {};
};

/** When a record entering `status` at `at` is due: its service level later, or none for a final state. */
export const dueTimeOf = (flow: Flow, status: string, at: string | number): string | null => {
    const hours = flow.slaHours[status];
    const start = typeof at === 'number' ? at : Date.parse(at);
    return hours === undefined || !Number.isFinite(start) ? null : new Date(start + hours * 3_600_000).toISOString();
};

/** An open record past its due time. */
export const isOverdue = (record: Record<string, unknown>, now = Date.now()): boolean => {
    const due = Date.parse(String(record.dueTime ?? ''));
    return Number.isFinite(due) && due < now;
};

/** The record after an action: the new status, its due time, the history one entry longer. */
export const applyAction = (flow: Flow, record: Record<string, unknown>, action: string, by: string, note: string, now = Date.now()) => {
    const to = flow.actions[action].to;
    const at = new Date(now).toISOString();
    const history = [...(Array.isArray(record.history) ? (record.history as HistoryEntry[]) : []), { action, from: String(record.status), to, by, at, note }];
    const dueTime = dueTimeOf(flow, to, now);
    return { status: to, history, dueTime, overdue: isOverdue({ dueTime }, now) };
};

/** The model's fields, spread into a description's `fields` (kept by the server, never typed in a form). */
export const flowFields = (flow: Flow): readonly FieldDescription[] => [
    { source: 'status', type: 'enum', choices: flow.statuses, formHidden: true, column: 'default', filter: 'alwaysOn' },
    { source: 'history', type: 'json', formHidden: true },
    { source: 'dueTime', type: 'datetime', formHidden: true, column: 'default', sortable: true },
    { source: 'overdue', type: 'bool', formHidden: true, column: 'pickable', filter: 'alwaysOn' },
];

export const FLOW_SOURCES = ['status', 'dueTime', 'overdue', 'history'] as const;

/**
 * For a resource's `derive`: a new record starts in the initial state with its due time and the first entry of its
 * history; a stored one keeps them (the server's), with its overdue flag brought up to now.
 */
export const flowDerive =
    (flow: Flow) =>
    (record: Record<string, unknown>): Record<string, unknown> => {
        // A stored record (it has an id: a change, or a seed row) keeps the server's fields; a new one gets them here,
        // whatever its body said (as the server keeps creation times).
        if (record.id !== undefined && record.status !== undefined && record.history !== undefined) return { overdue: isOverdue(record) };
        const at = typeof record.createTime === 'string' ? record.createTime : new Date().toISOString();
        const dueTime = dueTimeOf(flow, flow.initial, at);
        const history: HistoryEntry[] = [{ action: 'create', from: null, to: flow.initial, by: String(record.creator ?? ''), at, note: '' }];
        return { status: flow.initial, dueTime, overdue: isOverdue({ dueTime }), history };
    };

/**
 * A plain REST change's check (the mock's): it may not alter the server's fields. (A new record's are set by
 * `flowDerive`, whatever its body says.)
 */
export const flowWriteErrors = (values: Record<string, unknown>, previous?: Record<string, unknown>): FieldErrors => {
    if (!previous) return {};
    const changed = FLOW_SOURCES.find(source => source in values && JSON.stringify(values[source] ?? null) !== JSON.stringify(previous[source] ?? null));
    return changed ? { [changed]: FLOW_ERRORS.byAction } : {};
};

/** The flow call of an action on a record (the app's client prefixes the API base). */
export const flowActionPath = (collection: string, id: string | number, action: string) =>
    `/service-requests/${encodeURIComponent(collection)}/${encodeURIComponent(String(id))}/${encodeURIComponent(action)}`;
