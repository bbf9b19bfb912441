import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed tcs-flows: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    sites: ['in'],
    fields: {
        orderId: { sample: 'code' },
        invoiceNo: { sample: 'code' },
        gstin: { sample: 'gstin' },
    },
};
