import type { ResourceSeed } from '../kit/seed';

/**
 * Row n allocates SKU n of the site (one allocation per SKU, so never twice for a channel and activity) a few
 * dozen units, well within any SKU's stock over twelve warehouses. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        skuId: { sample: 'allocationSku' },
        allocatedQty: { sample: 'allocationQty' },
    },
};
