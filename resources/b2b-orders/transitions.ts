import type { FieldErrors, StatusAction } from '../kit/types';

/**
 * A bulk order's states and the one table of its moves: created → confirmed → shipped → completed; a created or
 * confirmed order may be cancelled. The list offers only these, each confirmed; the server refuses any other change.
 */
export const B2B_ORDER_STATUSES = ['created', 'confirmed', 'shipped', 'completed', 'cancelled'] as const;

const A = 'resources.b2b-orders.actions';
export const B2B_ORDER_TRANSITIONS: StatusAction = {
    field: 'orderStatus',
    transitions: [
        { from: ['created'], to: 'confirmed', labelKey: `${A}.confirm` },
        { from: ['confirmed'], to: 'shipped', labelKey: `${A}.ship` },
        { from: ['shipped'], to: 'completed', labelKey: `${A}.complete` },
        { from: ['created', 'confirmed'], to: 'cancelled', labelKey: `${A}.cancel` },
    ],
};

export const isAllowedMove = (from: unknown, to: unknown): boolean =>
    String(from) === String(to) || B2B_ORDER_TRANSITIONS.transitions.some(move => move.from.includes(String(from)) && move.to === String(to));

/**
 * A change of status the table does not allow (the stored record against the written one). A new order may be entered
 * in any state (an order agreed and paid offline is entered as it stands).
 */
export const transitionErrors = (stored: Record<string, unknown> | undefined, record: Record<string, unknown>): FieldErrors => {
    if (!stored) return {};
    return isAllowedMove(stored.orderStatus, record.orderStatus) ? {} : { orderStatus: 'resources.b2b-orders.validation.transition' };
};
