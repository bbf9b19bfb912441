import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/**
 * The home page versions of the V2 sites (every site outside APP_V1_SITES of base/routes/siteRules.ts; of the demo
 * sites, tr): their names, platforms, windows, states and modules read right only in order, so they are one table
 * (mock-server/db/kit/appV2Samples.ts). The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 8,
    sites: ['tr'],
    fields: {
        pageId: { sample: 'homeVersionPageId' },
        pageName: { sample: 'homeVersionName' },
        platform: { sample: 'homeVersionPlatform' },
        minAppVersion: { sample: 'homeVersionMinApp' },
        startTime: { sample: 'homeVersionStart' },
        endTime: { sample: 'homeVersionEnd' },
        status: { sample: 'homeVersionStatus' },
        modules: { sample: 'homeVersionModules' },
        ...AUDIT_SEEDS,
    },
};
