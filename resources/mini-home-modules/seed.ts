import type { ResourceSeed } from '../kit/seed';
import { seed as appHomeSeed } from '../app-home-modules/seed';
import { appRedirectSeeds } from '../app-common/redirectSeeds';

/** The mini program's home modules: the app home's values, most links to the mini program's own pages. */
export const seed: ResourceSeed = {
    count: 10,
    fields: {
        ...appHomeSeed.fields,
        ...appRedirectSeeds('jump', ['mini_program', 'mini_program', 'product_detail', 'h5', 'none']),
        title: { examples: ['New arrivals', 'Quick entries', 'Flash sale floor', 'Phones floor', 'Brand film', 'Live: launch night', 'Members only'] },
    },
};
