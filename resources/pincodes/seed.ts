import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed pincodes: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 60,
    sites: ['in'],
    fields: {
        pincode: { sample: 'placePincode' },
        stateId: { sample: 'placeState' },
        city: { sample: 'placeCity' },
        prepaidAvailable: { sample: 'prepaidAvailable' },
        courier: { sample: 'courier' },
        tatDays: { sample: 'tatDays' },
        warehouseId: { sample: 'servingWarehouse' },
    },
};
