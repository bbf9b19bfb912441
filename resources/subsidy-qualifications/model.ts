/** Where a qualification stands: only an unused one may be used by an order, once. */
export const QUALIFICATION_STATUSES = ['unused', 'locked', 'used', 'expired', 'returned'] as const;
export type QualificationStatus = (typeof QUALIFICATION_STATUSES)[number];
