import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed purchase-orders: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        poNo: { sample: 'poNo' },
        supplier: { sample: 'supplier' },
        status: { sample: 'poStatus' },
        expectedArrivalDate: { sample: 'arrivalDate' },
        lines: { sample: 'poLines' },
        remark: { sample: 'poRemark' },
        creator: { sample: 'person' },
        createTime: { sample: 'createdBeforeArrival' },
        lastEditor: { sample: 'person' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
