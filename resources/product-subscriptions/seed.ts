import type { ResourceSeed } from '../kit/seed';

/** Subscriptions of the site's buyers to its SKUs and SPUs (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 50,
    fields: {
        userId: { sample: 'sequence' },
        contact: { sample: 'subscriberContact' },
        skuId: { sample: 'subscribedSku' },
        spuId: { sample: 'subscribedSpu' },
    },
};
