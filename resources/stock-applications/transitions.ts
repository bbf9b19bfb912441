import type { FieldErrors } from '../kit/types';

/**
 * A stock application's states and the one table of its moves: a draft is submitted; a submitted application is
 * approved or rejected (with a reason); an approved one is fulfilled (the warehouse issues the goods, an outbound
 * number); a rejected one may be revised back to a draft. The detail page offers only these, each confirmed; the
 * server refuses any other change, and makes a new application a draft.
 */
export const APPLICATION_STATUSES = ['draft', 'submitted', 'approved', 'rejected', 'fulfilled'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export interface ApplicationMove {
    action: 'submit' | 'approve' | 'reject' | 'fulfil' | 'revise';
    from: ApplicationStatus;
    to: ApplicationStatus;
}

export const APPLICATION_MOVES: readonly ApplicationMove[] = [
    { action: 'submit', from: 'draft', to: 'submitted' },
    { action: 'approve', from: 'submitted', to: 'approved' },
    { action: 'reject', from: 'submitted', to: 'rejected' },
    { action: 'fulfil', from: 'approved', to: 'fulfilled' },
    { action: 'revise', from: 'rejected', to: 'draft' },
];

export const movesFrom = (status: unknown): readonly ApplicationMove[] => APPLICATION_MOVES.filter(move => move.from === status);

/** The moves that decide on a submitted application: never made by the account that submitted it (four eyes). */
const DECISIONS: readonly ApplicationMove['action'][] = ['approve', 'reject'];

/** Who submitted the application last: the operator of the approval log's latest 'submitted' entry. */
export const submitterOf = (record: Record<string, unknown>): string | undefined => {
    const log = Array.isArray(record.approvalLog) ? (record.approvalLog as { status?: unknown; operator?: unknown }[]) : [];
    const entry = log.findLast(step => step?.status === 'submitted');
    return entry ? String(entry.operator ?? '') : undefined;
};

/** Whether `operator` may make `move` on the record: a decision (approve, reject) is refused to its submitter. */
export const mayMake = (record: Record<string, unknown>, move: ApplicationMove, operator: unknown): boolean =>
    !DECISIONS.includes(move.action) || operator === undefined || operator === null || submitterOf(record) !== String(operator);

/** The moves the table allows from the record's state that `operator` may make (the detail page's buttons). */
export const movesFor = (record: Record<string, unknown>, operator: unknown): readonly ApplicationMove[] =>
    movesFrom(record.status).filter(move => mayMake(record, move, operator));

/** The way a seeded application came to its state: the moves from a draft to it. */
export const pathTo = (status: ApplicationStatus): ApplicationStatus[] => {
    const path: ApplicationStatus[] = ['draft'];
    const order: Partial<Record<ApplicationStatus, ApplicationStatus[]>> = {
        submitted: ['submitted'],
        approved: ['submitted', 'approved'],
        rejected: ['submitted', 'rejected'],
        fulfilled: ['submitted', 'approved', 'fulfilled'],
    };
    return [...path, ...(order[status] ?? [])];
};

const T = 'resources.stock-applications.validation';
/** What may change only while the application is a draft. */
const DRAFT_FIELDS = ['purpose', 'warehouseId', 'lines', 'remark'] as const;

/**
 * The server's checks against the stored application (a new one is made a draft by `deriveApplication`): the status
 * moves only by the table, and nobody approves or rejects an application they submitted; once submitted, what is asked for (purpose, warehouse, lines, remark) no longer changes.
 */
export const transitionErrors = (stored: Record<string, unknown> | undefined, record: Record<string, unknown>): FieldErrors => {
    if (!stored) return {};
    if (stored.status !== record.status && !APPLICATION_MOVES.some(move => move.from === stored.status && move.to === record.status)) {
        return { status: `${T}.transition` };
    }
    // The server stamps lastOperator with the caller: a decision by the application's own submitter is refused.
    const move = APPLICATION_MOVES.find(candidate => candidate.from === stored.status && candidate.to === record.status);
    if (move && !mayMake(stored, move, record.lastOperator)) return { status: `${T}.own_decision` };
    if (stored.status !== 'draft' && DRAFT_FIELDS.some(field => JSON.stringify(stored[field] ?? null) !== JSON.stringify(record[field] ?? null))) {
        return { lines: `${T}.draft_only` };
    }
    return {};
};
