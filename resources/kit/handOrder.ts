/**
 * The one write of a hand-made order (home modules, navigation entries, footer links, leadership): the ids of one
 * group's rows in their new order, as comma-separated text (custom calls take objects of text), the group named by
 * the values of the description's `handOrder.scope` fields. The mock numbers the order field 1, 2, 3 … in that
 * order, when the ids are exactly the group's rows, each once.
 */
export const handOrderPath = (collection: string): string => `/hand-order/${collection}`;

export const HAND_ORDER_ERRORS = {
    /** The ids are not the group's rows, each once (a row added or removed meanwhile, a repeat, a stranger). */
    mismatch: 'resources.kit.hand_order.mismatch',
    /** A scope field the group is named by has no value. */
    scope: 'resources.kit.hand_order.scope',
} as const;

export const idsOfOrder = (text: unknown): string[] =>
    typeof text === 'string' && text.trim() !== '' ? text.split(',').map(id => id.trim()) : [];

/** Whether `ids` names every row of the group exactly once. */
export const isWholeOrder = (ids: readonly string[], groupIds: readonly string[]): boolean =>
    ids.length === groupIds.length && new Set(ids).size === ids.length && ids.every(id => groupIds.includes(id));
