import type { ResourceSeed } from '../kit/seed';
import { ACTIVITY_TIME_SEEDS, AUDIT_SEEDS } from '../activity-common/seed';
import { appRedirectSeeds } from '../app-common/redirectSeeds';

/** The bottom bar's five tabs (the most the bar holds online). The app never imports it. */
export const seed: ResourceSeed = {
    count: 5,
    fields: {
        sort: { sample: 'sequence' },
        tabName: { sample: 'tabName' },
        iconNormal: { sample: 'imageUrl' },
        iconSelected: { sample: 'imageUrl' },
        ...appRedirectSeeds('jump', ['app_view']),
        ...ACTIVITY_TIME_SEEDS,
        ...AUDIT_SEEDS,
    },
};
