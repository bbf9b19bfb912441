import type { ResourceSeed } from '../kit/seed';
import { seed as v1 } from '../app-categories/seed';

/**
 * The V2 category pages of the V2 sites (tr): the V1 pages' values, each category once a home page version
 * (mock-server/db/kit/appV2Samples.ts), in the layouts an app uses; a grid's SPUs fill whole rows. The app never imports it.
 */
export const seed: ResourceSeed = {
    count: 12,
    sites: ['tr'],
    fields: {
        ...v1.fields,
        homePageId: { sample: 'categoryV2Version' },
        categoryId: { sample: 'categoryV2Category' },
        layout: { sample: 'categoryV2Layout' },
    },
};
