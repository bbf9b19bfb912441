/**
 * The kinds of stock movement and the sign each gives its quantity: goods in (a receipt, a transfer arriving, a
 * customer's return) count up, goods out (a shipped order, a transfer leaving, units issued on a fulfilled stock
 * application) count down; an adjustment (a count correction) may go either way. An issue is goods out, not a sale.
 */
export const MOVEMENT_TYPES = ['inbound', 'outbound', 'transfer_out', 'transfer_in', 'return', 'adjustment', 'issue'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

export const MOVEMENT_SIGN: Readonly<Record<MovementType, 1 | -1 | 0>> = {
    inbound: 1,
    transfer_in: 1,
    return: 1,
    outbound: -1,
    transfer_out: -1,
    issue: -1,
    adjustment: 0,
};

/** Movements that count as sales in the turnover report (a return takes a sale back). */
export const SALES_TYPES: ReadonlySet<string> = new Set(['outbound']);
