import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed activity-subscriptions: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        userId: { sample: 'code' },
        contact: { sample: 'phone' },
        activityName: { examples: ['Nova 40 Pro launch sale', 'Vega X first sale', 'Big Billion Days', 'Diwali Dhamaka', 'Astra Fold early access', 'Republic Day sale'] },
    },
};
