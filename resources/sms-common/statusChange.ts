import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * The server's side of a status table: a write may change the status only along one of the table's transitions
 * (the row actions the screen offers), and a new record starts in `initial` when the table names one. The mock runs
 * it on every write (as `serverRules`), so a client that skips the screen cannot jump a state.
 */
export const statusTableRule =
    (collection: string, action: StatusAction, initial?: string) =>
    (record: Record<string, unknown>, rowsOf: (name: string) => readonly Record<string, unknown>[]): FieldErrors => {
        const next = record[action.field];
        const stored = record.id === undefined ? undefined : rowsOf(collection).find(row => String(row.id) === String(record.id));
        const refused = { [action.field]: { message: `resources.${collection}.validation.status_change`, args: { from: String(stored?.[action.field] ?? ''), to: String(next ?? '') } } };
        if (!stored) return initial !== undefined && next !== initial ? refused : {};
        const from = stored[action.field];
        if (from === next) return {};
        return action.transitions.some(step => step.to === next && step.from.includes(String(from))) ? {} : refused;
    };
