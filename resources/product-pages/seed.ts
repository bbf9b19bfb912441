import type { ResourceSeed } from '../kit/seed';

/** What the mock needs to seed product pages. The app never imports it. */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        pageTitle: { examples: ['Nova 12 Pro: see the night', 'Vega 30 5G: fast, all day', 'Orion 20 Lite: light in hand', 'Pulse Buds 3: quiet on', 'Zen Watch 4: every beat'] },
        urlSlug: { sample: 'pageSlug' },
        packageFile: { examples: ['/files/pages/nova-12-pro.zip', '/files/pages/vega-30-5g.zip', '/files/pages/orion-20-lite.zip'] },
        seoTitle: { examples: ['Nova 12 Pro – 200 MP night camera', 'Vega 30 5G – 5,000 mAh battery', 'Pulse Buds 3 – active noise cancelling'] },
        seoDescription: { sample: 'sentence' },
        displayName: { examples: ['Nova 12 Pro', 'Vega 30 5G', 'Orion 20 Lite', 'Pulse Buds 3'] },
        navTabs: { sample: 'navTabs' },
        buyButtonText: { examples: ['Buy now'] },
        buyUrl: { examples: ['/store/buy/nova-12-pro', '/store/buy/vega-30-5g'] },
        status: { examples: ['online', 'online', 'draft', 'offline'] },
        publishTime: { sample: 'validityStart' },
        createTime: { sample: 'validityStart' },
        updateTime: { sample: 'updatedAfterCreate' },
        creator: { sample: 'person' },
        lastEditor: { sample: 'person' },
    },
};
