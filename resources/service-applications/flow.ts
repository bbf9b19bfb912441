import type { Flow } from '../service-requests-common/flow';

/**
 * A service application's states and the one table of what moves it on: a buyer applies on the service website for
 * a mail-in repair, a return or a replacement; the desk accepts it within 24 hours (or rejects it with the reason),
 * the phone reaches the service centre within 72 hours, and the work is done within 120 hours of starting.
 */
export const SERVICE_APPLICATION_FLOW: Flow = {
    collection: 'service-applications',
    statuses: ['submitted', 'accepted', 'in_progress', 'completed', 'rejected'],
    initial: 'submitted',
    actions: {
        accept: { from: ['submitted'], to: 'accepted' },
        reject: { from: ['submitted'], to: 'rejected', noteRequired: true },
        start: { from: ['accepted'], to: 'in_progress' },
        complete: { from: ['in_progress'], to: 'completed' },
    },
    slaHours: { submitted: 24, accepted: 72, in_progress: 120 },
};
