import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed electronic-cards: cards of the site's devices. The app never imports it. */
export const seed: ResourceSeed = {
    count: 40,
    fields: {
        cardNo: { sample: 'code' },
        imei: { sample: 'imei' },
        mobile: { sample: 'phone' },
        expiryDate: { sample: 'cardExpiry' },
        status: { sample: 'cardStatus' },
    },
};
