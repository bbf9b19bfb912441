/**
 * A WMS outbound order's states, and the one table of how far the warehouse has taken an order of each order status.
 * A pushed order moves pushed → accepted → picked → packed → shipped; the WMS may refuse it (failed) or the order
 * be cancelled after it was accepted. The mock reads an order's WMS state from this table (one of the states its
 * order status allows, chosen by the order's number), so /orders and /inventory/wmsOrder never disagree.
 */
export const WMS_STATUSES = ['pushed', 'accepted', 'picked', 'packed', 'shipped', 'cancelled', 'failed'] as const;
export type WmsStatus = (typeof WMS_STATUSES)[number];

/** The fulfilment path, in order: a timeline holds a prefix of it (then cancelled or failed, if it ended so). */
export const FULFILMENT_PATH: readonly WmsStatus[] = ['pushed', 'accepted', 'picked', 'packed', 'shipped'];

/**
 * Order status → the WMS states an order in it may stand at. Unpaid orders, and paid ones not yet approved by
 * review, are not pushed (no row). A shipped or delivered order has left the warehouse.
 */
export const WMS_STATUS_BY_ORDER_STATUS: Readonly<Record<string, readonly WmsStatus[]>> = {
    paid: ['pushed', 'accepted', 'accepted', 'accepted', 'failed'],
    toBeDelivered: ['picked', 'packed'],
    shipped: ['shipped'],
    delivered: ['shipped'],
    cancelled: ['cancelled'],
};

/** Hours after payment at which each step is reached; shipped is the stock ledger's outbound movement, a day later. */
export const HOURS_AFTER_PAYMENT: Readonly<Record<WmsStatus, number>> = {
    pushed: 0.5,
    accepted: 0.6,
    picked: 4,
    packed: 8,
    shipped: 24,
    cancelled: 10,
    failed: 0.6,
};

/** The steps a WMS order has been through to reach `status`: the path up to it, or up to accepted then its end. */
export const stepsTo = (status: WmsStatus): readonly WmsStatus[] => {
    const index = FULFILMENT_PATH.indexOf(status);
    if (index >= 0) return FULFILMENT_PATH.slice(0, index + 1);
    return status === 'failed' ? ['pushed', 'failed'] : ['pushed', 'accepted', 'cancelled'];
};

/**
 * The timeline of a WMS order: each step it went through, at its hours after payment (push is half an hour after it);
 * a cancellation made on the screen at its own time.
 */
export const timelineOf = (wmsStatus: WmsStatus, pushTime: string, cancelTime?: string | null): { status: WmsStatus; time: string }[] => {
    const paidMs = Date.parse(pushTime) - HOURS_AFTER_PAYMENT.pushed * 3_600_000;
    const steps = cancelTime ? stepsTo('pushed') : stepsTo(wmsStatus);
    const timeline = steps.map(status => ({ status, time: new Date(paidMs + HOURS_AFTER_PAYMENT[status] * 3_600_000).toISOString() }));
    return cancelTime ? [...timeline, { status: 'cancelled', time: cancelTime }] : timeline;
};

/**
 * What the screen may do to a WMS order (each confirmed; the mock refuses the rest): push again one the WMS refused,
 * or cancel one the warehouse has not started picking.
 */
export const WMS_ACTIONS = {
    repush: { from: ['failed'], to: 'pushed' },
    cancel: { from: ['pushed', 'accepted'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly WmsStatus[]; to: WmsStatus }>;
export type WmsAction = keyof typeof WMS_ACTIONS;

export const isWmsAction = (value: unknown): value is WmsAction => typeof value === 'string' && Object.hasOwn(WMS_ACTIONS, value);
export const wmsActionsFrom = (status: unknown): WmsAction[] =>
    (Object.keys(WMS_ACTIONS) as WmsAction[]).filter(action => (WMS_ACTIONS[action].from as readonly string[]).includes(String(status)));
export const wmsActionPath = (id: string | number, action: string) => `/wms-orders/${String(id)}/${action}`;

/** Why the WMS refused an order (its answer's text, as the WMS writes it). */
export const WMS_ERRORS = [
    'SKU not mapped to a WMS item code',
    'Delivery pincode not serviceable from this warehouse',
    'Insufficient sellable stock at the warehouse',
    'Duplicate external order number',
] as const;
