/** How a user's points change; the sign each change carries (points earned or given back are added). */
export const CHANGE_TYPES = ['earn', 'consume', 'expire', 'reissue', 'deduct', 'refund_return'] as const;
export type ChangeType = (typeof CHANGE_TYPES)[number];

export const ADDS_POINTS: Readonly<Record<ChangeType, boolean>> = {
    earn: true,
    consume: false,
    expire: false,
    reissue: true,
    deduct: false,
    refund_return: true,
};
