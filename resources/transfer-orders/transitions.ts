/**
 * A transfer's states and the one table of what moves it on: created → shipped (goods leave the source) →
 * received in full, or partly received (what is missing becomes a quantity difference to resolve in
 * /diff/exceptionManagement); a transfer not yet shipped may be cancelled. The detail page offers only the actions
 * the table allows from the transfer's state, and the server refuses the others.
 */
export const TRANSFER_STATUSES = ['created', 'shipped', 'received', 'partly_received', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

export const TRANSFER_ACTIONS = {
    ship: { from: ['created'], to: ['shipped'] },
    cancel: { from: ['created'], to: ['cancelled'] },
    receive: { from: ['shipped'], to: ['received', 'partly_received'] },
} as const satisfies Record<string, { from: readonly TransferStatus[]; to: readonly TransferStatus[] }>;

export type TransferAction = keyof typeof TRANSFER_ACTIONS;
export const TRANSFER_ACTION_NAMES = Object.keys(TRANSFER_ACTIONS) as TransferAction[];

export const isTransferAction = (value: unknown): value is TransferAction => typeof value === 'string' && value in TRANSFER_ACTIONS;

/** The actions a transfer in this state may take. */
export const actionsFrom = (status: unknown): TransferAction[] =>
    TRANSFER_ACTION_NAMES.filter(action => (TRANSFER_ACTIONS[action].from as readonly string[]).includes(String(status)));

/** The call that takes a transfer through an action (JSON body; `receive` sends `{lines: [{skuId, receivedQty}]}`). */
export const transferActionPath = (id: string | number, action: string) => `/transfer-orders/${id}/${action}`;
