import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * An exception's states and the one table of its moves: open → processing → resolved → closed (an open one may be
 * resolved at once). The list offers only these, each confirmed; the server refuses any other change of status.
 */
export const EXCEPTION_STATUSES = ['open', 'processing', 'resolved', 'closed'] as const;

const A = 'resources.logistics-exceptions.actions';
export const EXCEPTION_TRANSITIONS: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['open'], to: 'processing', labelKey: `${A}.process` },
        { from: ['open', 'processing'], to: 'resolved', labelKey: `${A}.resolve` },
        { from: ['resolved'], to: 'closed', labelKey: `${A}.close` },
    ],
};

export const isAllowedMove = (from: unknown, to: unknown): boolean =>
    String(from) === String(to) || EXCEPTION_TRANSITIONS.transitions.some(move => move.from.includes(String(from)) && move.to === String(to));

/**
 * A change of status the table does not allow (the stored record against the written one). A new record may be
 * logged in any state (an incident handled on the phone is logged resolved, with its resolution).
 */
export const transitionErrors = (stored: Record<string, unknown> | undefined, record: Record<string, unknown>): FieldErrors => {
    if (!stored) return {};
    return isAllowedMove(stored.status, record.status) ? {} : { status: 'resources.logistics-exceptions.validation.transition' };
};
