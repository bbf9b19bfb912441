import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed fault-types: what repair desks log, by category. The app never imports it. */
export const seed: ResourceSeed = {
    count: 22,
    fields: {
        category: { sample: 'faultCategory' },
        faultName: { sample: 'faultName' },
        faultCode: { sample: 'code' },
        sort: { sample: 'sequence' },
    },
};
