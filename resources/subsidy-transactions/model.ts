/**
 * A subsidy transaction's states, in one table: a deduction is taken off the buyer's payment at checkout; it is
 * refunded when its order is (the state's share goes back to the platform) or reversed when it was wrong. Both are
 * final.
 */
export const TXN_STATUSES = ['deducted', 'refunded', 'reversed'] as const;
export type TxnStatus = (typeof TXN_STATUSES)[number];

export const TXN_TRANSITIONS: Readonly<Record<TxnStatus, readonly TxnStatus[]>> = {
    deducted: ['refunded', 'reversed'],
    refunded: [],
    reversed: [],
};

export const isTxnTransition = (from: unknown, to: unknown): boolean =>
    from === to || ((TXN_TRANSITIONS[from as TxnStatus] ?? []) as readonly unknown[]).includes(to);

/** Site cn's pay channels. */
export const CN_PAY_CHANNELS = ['alipay', 'wechat_pay', 'unionpay'] as const;

/**
 * What a recorded transaction keeps: its order, qualification and amounts (the server computes the subsidy from the
 * province's rule); only its status moves, along the table.
 */
export const KEPT_FIELDS = ['orderId', 'qualificationCode', 'provinceId', 'category', 'orderAmount', 'subsidyAmount', 'userPaidAmount', 'receivedAmount', 'payChannel', 'txnTime'] as const;
