import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the website's prices: each row's prices read from its SKU. The app never imports it. */
export const seed: ResourceSeed = {
    count: 20,
    fields: {
        skuId: { sample: 'distinctSku' },
        spuId: { sample: 'spuOfSku' },
        mrp: { sample: 'mrpOfSku' },
        sellingPrice: { sample: 'sellingPriceOfSku' },
        promoPrice: { sample: 'promoPrice' },
        promoStart: { sample: 'promoStart' },
        promoEnd: { sample: 'promoEnd' },
        priceTag: { examples: ['Lowest ever', 'Festive price', 'Launch offer', 'Bestseller', ''] },
    },
};
