import type { Flow } from '../service-requests-common/flow';

/**
 * A service-centre reservation's states and the one table of what moves it on: booked → completed when the customer
 * was served, no-show when they did not come, or cancelled (with the reason). A booking is served within 72 hours.
 */
export const RESERVATION_FLOW: Flow = {
    collection: 'reservations',
    statuses: ['booked', 'completed', 'no_show', 'cancelled'],
    initial: 'booked',
    actions: {
        complete: { from: ['booked'], to: 'completed' },
        mark_no_show: { from: ['booked'], to: 'no_show' },
        cancel: { from: ['booked'], to: 'cancelled', noteRequired: true },
    },
    slaHours: { booked: 72 },
};
