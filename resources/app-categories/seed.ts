import type { ResourceSeed } from '../kit/seed';
import { appRedirectSeeds } from '../app-common/redirectSeeds';
import { REDIRECT_PREFIX } from './rules';

/** The app's category pages: a phone shop's categories, each listing a few SPUs. The app never imports it. */
export const seed: ResourceSeed = {
    count: 8,
    fields: {
        sort: { sample: 'sequence' },
        name: { examples: ['Phones', 'Tablets', 'Audio', 'Wearables', 'Chargers and cables', 'Cases and protection', 'Smart home', 'Laptops'] },
        icon: { sample: 'imageUrl' },
        banner: { sample: 'imageUrl' },
        ...appRedirectSeeds(REDIRECT_PREFIX),
    },
};
