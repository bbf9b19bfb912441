import { ORDER_REVIEW_STATUSES, ORDER_STATUSES, ORDER_TYPES, PAY_METHODS, STOCK_STATUSES } from '../../base/constants';

/**
 * The Order's value lists (spec sections 3, 4 and 9) and its review rule: pure data that the description, the seed,
 * the mock's review call and the screens all read, so none of them keeps its own copy.
 */
export { ORDER_REVIEW_STATUSES, ORDER_STATUSES, ORDER_TYPES, PAY_METHODS, STOCK_STATUSES };

export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type ReviewStatus = (typeof ORDER_REVIEW_STATUSES)[number];

/** Payment gateways by the markets that use them; `cod` is cash on delivery (no gateway). */
export const PAY_CHANNELS = [
    'razorpay', 'payu', 'paytm', 'ccavenue', 'billdesk', 'midtrans', 'xendit', 'alipay', 'wechat_pay', 'unionpay',
    'adyen', 'stripe', 'paypal', 'cod',
] as const;
export const ORDER_SOURCES = ['app', 'web', 'mini_program', 'offline_store'] as const;
export const PLATFORMS = ['android', 'ios', 'pc', 'h5', 'mini_program'] as const;
export const MEMBERSHIP_LEVELS = ['regular', 'silver', 'gold', 'platinum'] as const;
export const EXCHANGE_TYPES = ['none', 'trade_in', 'upgrade'] as const;
export const BANK_OFFER_TYPES = ['instant_discount', 'cashback'] as const;
export const EMI_TYPES = ['no_cost_emi', 'standard_emi', 'cardless_emi'] as const;

/** One step of an order's review status flow (newest last). */
export interface ReviewStep {
    reviewStatus: ReviewStatus;
    /** The order's status after the step (a rejection cancels the order at once). */
    orderStatus: OrderStatus;
    operator: string;
    time: string;
}

export type ReviewDecision = 'approve' | 'reject';

/**
 * The review rule (spec section 4) as one table: pending review → approved | review rejected; a rejection also
 * cancels the order. Only an order still on its way (not cancelled, shipped or delivered) is reviewed. The list's
 * buttons, the detail page and the mock's review call all read it.
 */
export const REVIEW_TRANSITIONS: Readonly<Record<ReviewDecision, { from: readonly ReviewStatus[]; to: ReviewStatus; orderStatus?: OrderStatus }>> = {
    approve: { from: ['pending'], to: 'approved' },
    reject: { from: ['pending'], to: 'rejected', orderStatus: 'cancelled' },
};

/** Order statuses in which an order may still be reviewed. */
export const REVIEWABLE_ORDER_STATUSES: readonly OrderStatus[] = ['unpaid', 'paid', 'toBeDelivered'];

/** Why an order cannot take a review decision (a message key under resources.orders.review.refused), or undefined. */
export const reviewRefusal = (order: Readonly<Record<string, unknown>>, decision: ReviewDecision): string | undefined => {
    const transition = REVIEW_TRANSITIONS[decision];
    if (!transition.from.includes(order.reviewStatus as ReviewStatus)) return `already_${String(order.reviewStatus)}`;
    if (!REVIEWABLE_ORDER_STATUSES.includes(order.orderStatus as OrderStatus)) return `order_${String(order.orderStatus)}`;
    return undefined;
};
