import type { ResourceSeed } from '../kit/seed';
import { stepSource } from './steps';

/** The labels the website shows for each repair state (the mock's seed; the app never imports it). */
const LABELS: Readonly<Record<string, string>> = {
    requested: 'Request received',
    pickup_scheduled: 'Courier booked',
    picked: 'Phone collected',
    at_service_centre: 'Diagnosing and repairing',
    repaired: 'Ready to return',
    dropped: 'Delivered to you',
    cancelled: 'Request cancelled',
};

export const seed: ResourceSeed = {
    count: 1,
    fields: {
        title: { examples: ['Your repair'] },
        ...Object.fromEntries(Object.entries(LABELS).map(([status, label]) => [stepSource(status), { examples: [label] }])),
        notes: { examples: ['<p>Times are working hours of the service centre. A part on order may add up to 3 days; we tell you by SMS.</p>'] },
        contactText: { examples: ['Questions about your repair? Call 1800-103-6286 (9:00 to 21:00) or write to us from the Email us page.'] },
        status: { examples: ['online'] },
    },
};
