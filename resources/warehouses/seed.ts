import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed warehouses: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        warehouseCode: { sample: 'warehouseCode' },
        warehouseName: { sample: 'warehouseName' },
        wmsSystem: { sample: 'wmsSystem' },
        stateId: { sample: 'warehouseState' },
        city: { sample: 'warehouseCity' },
        address: { sample: 'address' },
        pincode: { sample: 'warehousePostcode' },
        gstin: { sample: 'warehouseGstin' },
        contact: { sample: 'phone' },
    },
};
