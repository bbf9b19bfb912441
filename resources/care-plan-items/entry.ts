import type { ResourceEntry } from '../kit/types';

/**
 * Care+ plan items (/supportPage/care_plus_v3_item): what a plan costs for a model in a band of device prices, what
 * it covers and how many claims it allows. Edited in a dialog on the list; imported.
 */
export const entry: ResourceEntry = {
    collection: 'care-plan-items',
    paths: { list: '/supportPage/care_plus_v3_item' },
    icon: 'list',
    representation: 'coverage',
    siteScoped: true,
    load: () => import('./index'),
};
