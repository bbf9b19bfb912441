import type { ResourceSeed } from '../kit/seed';

/** The site's pushes: launches, sales, restocks and updates, with what the sender counted once sent (mock-server/db/kit/messagingSamples.ts). */
export const seed: ResourceSeed = {
    count: 18,
    fields: {
        templateCode: { sample: 'pushCode' },
        title: { sample: 'pushTitle' },
        content: { sample: 'pushContent' },
        linkUrl: { sample: 'url' },
        sentCount: { sample: 'pushCount' },
        deliveredCount: { sample: 'pushCount' },
        openCount: { sample: 'pushCount' },
    },
};
