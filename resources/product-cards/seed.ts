import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed the website's product cards: dynamic cards on SPUs with their own SKUs, static ones by hand. The app never imports it. */
export const seed: ResourceSeed = {
    count: 15,
    fields: {
        sort: { sample: 'sequence' },
        cardTitle: { examples: ['Nova 12 Pro', 'Vega 30 5G', 'Orion 20 Lite', 'Pulse Buds 3', 'Zen Watch 4', 'Exchange offer', 'Student price'] },
        cardType: { sample: 'cardKind' },
        spuId: { sample: 'spuWithSku' },
        defaultSkuId: { sample: 'skuOfSpu' },
        cardImage: { sample: 'imageUrl' },
        sellingPoints: { examples: ['200 MP camera · 5,000 mAh', '120 Hz AMOLED · 67 W charging', 'Active noise cancelling · 40 h battery', 'AMOLED · 14-day battery'] },
        tag: { examples: ['New', 'Hot', 'Sale', ''] },
        colourSkuIds: { sample: 'coloursOfSpu' },
        badge: { sample: 'imageUrl' },
        priceText: { examples: ['From ₹24,999', 'Save up to ₹5,000', 'From ₹1,799'] },
        linkUrl: { examples: ['/offers/exchange', '/offers/students', '/products/nova-12-pro'] },
    },
};
