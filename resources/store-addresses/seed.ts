import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed store-addresses: how many rows, and realistic values by field. The app never imports it. */
export const seed: ResourceSeed = {
    count: 30,
    fields: {
        name: { sample: 'storeName' },
        state: { sample: 'state' },
        city: { sample: 'city' },
        address: { sample: 'address' },
        pincode: { sample: 'pincode' },
        longitude: { sample: 'storeLongitude' },
        latitude: { sample: 'storeLatitude' },
        businessHours: { examples: ['10:00-21:00', '10:00-22:00', '11:00-21:30', '09:30-20:30'] },
        breakTime: { examples: ['13:00-14:00', '13:30-14:30', '14:00-14:30', '15:00-15:30'] },
        contact: { sample: 'phone' },
    },
};
