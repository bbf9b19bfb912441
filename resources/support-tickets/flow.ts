import type { Flow } from '../service-requests-common/flow';

/**
 * An "Email us" message's states and the one table of what moves it on: new → replied (the reply is the note, sent
 * to the customer) → closed; a replied message may be answered again; a new one closed without a reply (spam, a
 * duplicate) gives the reason. A new message is answered within 24 hours.
 */
export const TICKET_FLOW: Flow = {
    collection: 'support-tickets',
    statuses: ['new', 'replied', 'closed'],
    initial: 'new',
    actions: {
        reply: { from: ['new', 'replied'], to: 'replied', noteRequired: true },
        close: { from: ['new', 'replied'], to: 'closed', noteRequired: true },
    },
    slaHours: { new: 24 },
};
