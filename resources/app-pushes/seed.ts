import type { ResourceSeed } from '../kit/seed';
import { redirectField } from '../kit/redirect/redirect';
import { appRedirectSeeds } from '../app-common/redirectSeeds';
import { LINK_PREFIX } from './rules';

/**
 * The site's pushes: launches, sales, restocks and updates, with what the sender counted once sent
 * (mock-server/db/kit/messagingSamples.ts), each leading anywhere the redirect block can (H5 links on the brand's
 * own site, which the URL whitelist allows).
 */
export const seed: ResourceSeed = {
    count: 18,
    fields: {
        templateCode: { sample: 'pushCode' },
        title: { sample: 'pushTitle' },
        content: { sample: 'pushContent' },
        ...appRedirectSeeds(LINK_PREFIX),
        // The type follows the push's theme (every type on every site); the parts are the app's targets.
        [redirectField(LINK_PREFIX, 'Type')]: { sample: 'pushLinkType' },
        sentCount: { sample: 'pushCount' },
        deliveredCount: { sample: 'pushCount' },
        openCount: { sample: 'pushCount' },
    },
};
