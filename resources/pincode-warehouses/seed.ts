import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed pincode-warehouses: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 60,
    sites: ['in'],
    fields: {
        pincode: { sample: 'placePincode' },
        stateId: { sample: 'placeState' },
        warehouseId: { sample: 'servingWarehouse' },
        courier: { sample: 'courier' },
        tatDays: { sample: 'tatDays' },
        creator: { sample: 'person' },
        lastEditor: { sample: 'person' },
        updateTime: { sample: 'updatedAfterCreate' },
    },
};
