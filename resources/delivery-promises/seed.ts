import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed delivery-promises: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    sites: ['in'],
    fields: {
        city: { sample: 'city' },
        minDays: { sample: 'partOfPrevious' },
        cutoffTime: { examples: ['11:00', '12:00', '14:00', '16:00', '18:00'] },
        displayText: { examples: ['Delivery by tomorrow', 'Delivery in 2-3 days', 'Delivery in 3-5 days', 'Delivery in 5-7 days', 'Same-day delivery'] },
    },
};
