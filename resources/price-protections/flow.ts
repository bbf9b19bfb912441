import type { Flow } from '../service-requests-common/flow';

/**
 * A price-protection claim's states and the one table of what moves it on: a buyer whose product's price fell
 * within the protection period after the order claims the difference; the claim is reviewed within 24 hours
 * (approved, or rejected with the reason), and an approved claim is refunded within 48 hours.
 */
export const PRICE_PROTECTION_FLOW: Flow = {
    collection: 'price-protections',
    statuses: ['pending', 'approved', 'rejected', 'refunded'],
    initial: 'pending',
    actions: {
        approve: { from: ['pending'], to: 'approved' },
        reject: { from: ['pending'], to: 'rejected', noteRequired: true },
        refund: { from: ['approved'], to: 'refunded' },
    },
    slaHours: { pending: 24, approved: 48 },
};
