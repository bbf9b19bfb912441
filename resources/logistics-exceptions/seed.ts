import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed logistics-exceptions: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        exceptionNo: { sample: 'code' },
        reference: { sample: 'code' },
        courier: { sample: 'courier' },
        awbNo: { sample: 'code' },
        owner: { sample: 'person' },
        // A few units, as a delivery time's few days are (a small whole number).
        diffQty: { sample: 'tatDays' },
        status: { examples: ['open', 'open', 'processing', 'resolved', 'closed'] },
        resolution: {
            examples: [
                'Found at the destination on recount; adjusted',
                'Written off as lost in transit',
                'Claim raised with the courier',
                'Damaged units returned to the vendor',
            ],
        },
    },
};
