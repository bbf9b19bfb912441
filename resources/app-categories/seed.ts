import type { ResourceSeed } from '../kit/seed';
import { APP_V1_SITES } from '../../base/routes/siteRules';
import { appRedirectSeeds } from '../app-common/redirectSeeds';
import { REDIRECT_PREFIX } from './rules';

/** The app's category pages: a phone shop's categories, each listing a few SPUs. The app never imports it. */
export const seed: ResourceSeed = {
    // The V1 sites only: the others have the V2 screens (app-home-pages, app-categories-v2) instead.
    sites: APP_V1_SITES,
    count: 8,
    fields: {
        sort: { sample: 'sequence' },
        name: { examples: ['Phones', 'Tablets', 'Audio', 'Wearables', 'Chargers and cables', 'Cases and protection', 'Smart home', 'Laptops'] },
        icon: { sample: 'imageUrl' },
        banner: { sample: 'imageUrl' },
        ...appRedirectSeeds(REDIRECT_PREFIX),
    },
};
