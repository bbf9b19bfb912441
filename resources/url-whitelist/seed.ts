import type { ResourceSeed } from '../kit/seed';
import { AUDIT_SEEDS } from '../activity-common/seed';

/**
 * The whitelist of every site: the brand's own domains (every seeded H5 link of every redirect block is on one of
 * them), its store listings and partners, and one old entry disabled (mock-server/db/kit/appSamples.ts).
 */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        urlPattern: { sample: 'whitelistPattern' },
        type: { sample: 'whitelistType' },
        remark: { sample: 'whitelistRemark' },
        status: { sample: 'whitelistStatus' },
        ...AUDIT_SEEDS,
    },
};
