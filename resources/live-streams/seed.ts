import type { ResourceSeed } from '../kit/seed';

/** Sessions of the site's launches and sales, each selling a few of its SKUs below their price (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 24,
    fields: {
        title: { examples: ['Nova 40 Pro launch live', 'Vega X unboxing', 'Festive mega sale live', 'Astra Fold first look', 'Camera masterclass', 'Weekend flash deals live'] },
        anchor: { sample: 'person' },
        streamUrl: { sample: 'url' },
        replayUrl: { sample: 'url' },
        startTime: { sample: 'liveStart' },
        endTime: { sample: 'liveEnd' },
        products: { sample: 'liveProducts' },
        status: { sample: 'liveStatus' },
    },
};
