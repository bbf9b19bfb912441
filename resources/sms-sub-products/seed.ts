import type { ResourceSeed } from '../kit/seed';

/** One plan for each of the site's first SKUs, with an arrival template of the site (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 12,
    fields: {
        skuId: { sample: 'planSku' },
        spuId: { sample: 'subscribedSpu' },
        templateId: { sample: 'notifyTemplateRef' },
        subscriberCount: { sample: 'planSubscribers' },
    },
};
