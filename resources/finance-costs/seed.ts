import type { ResourceSeed } from '../kit/seed';

/**
 * The last three closed months' figures for some of the site's SKUs (one SKU a row, so each month, SKU and type
 * once): unit costs at 60–75 % of the selling price, freight and duty at 0.5–2 %. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        month: { sample: 'financeMonth' },
        dataType: { examples: ['unit_cost', 'unit_cost', 'unit_cost', 'freight', 'duty'] },
        skuId: { sample: 'allocationSku' },
        amount: { sample: 'financeAmount' },
        remark: { examples: ['Month-end close', 'Revised landed cost', 'Per the vendor’s final invoice'] },
        creator: { sample: 'person' },
        createTime: { sample: 'createdBeforeArrival' },
    },
};
