import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/** The site's campaigns, each at its own path, built from a banner, products and more (mock-server/db/kit/appSamples.ts). */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        pageName: { sample: 'campaignName' },
        path: { sample: 'campaignPath' },
        components: { sample: 'pageComponents' },
        shareTitle: { examples: ['Big savings inside', 'Deals you will love', 'Only on the app', 'Grab it before it is gone'] },
        status: { sample: 'pageStatus' },
        publishTime: { sample: 'pagePublishTime' },
        ...AUDIT_SEEDS,
    },
};
