import type { ResourceSeed } from '../kit/seed';
import { seed as storeSeed } from '../store-addresses/seed';

/** What the mock seeds service centres with: store addresses' values, the services offered and a phone. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        ...storeSeed.fields,
        name: { sample: 'storeName' },
        phone: { examples: ['1800-103-6286', '+91 80 4718 2200', '+62 21 5098 7788', '+86 400-100-5678', '+49 30 2555 0190', '+34 91 123 4567', '+39 02 8736 5500', '+33 1 84 88 12 00', '+44 20 3808 4411'] },
    },
};
