import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed states: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 36,
    fields: {
        gstStateCode: { sample: 'gstStateCode' },
        code: { sample: 'stateCode' },
        name: { sample: 'stateName' },
        type: { sample: 'stateType' },
        zone: { sample: 'stateZone' },
        sort: { sample: 'sequence' },
    },
};
