import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed pin-basics: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 1200,
    fields: {
        pincode: { sample: 'placePincode' },
        postOffice: { sample: 'postOffice' },
        district: { sample: 'placeDistrict' },
        city: { sample: 'placeCity' },
        stateId: { sample: 'placeState' },
        zone: { sample: 'zone' },
        metro: { sample: 'metro' },
    },
};
