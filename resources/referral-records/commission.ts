/**
 * A referral's commission: pending while the order may still be returned (15 days), confirmed after, settled with the
 * monthly payout (after 45 days); cancelled when the order was cancelled or returned. The rate is the programme
 * product's (ambassador-products).
 */
export const COMMISSION_STATUSES = ['pending', 'confirmed', 'settled', 'cancelled'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

export const RETURN_WINDOW_DAYS = 15;
export const PAYOUT_AFTER_DAYS = 45;

export const commissionStatusOf = (ageDays: number, cancelled: boolean): CommissionStatus => {
    if (cancelled) return 'cancelled';
    if (ageDays < RETURN_WINDOW_DAYS) return 'pending';
    return ageDays < PAYOUT_AFTER_DAYS ? 'confirmed' : 'settled';
};

/** The commission of an order at a rate, in the site's currency (two decimals). */
export const commissionOf = (orderAmount: number, rate: number): number => Math.round(orderAmount * rate * 100) / 100;
