import type { ResourceEntry } from '../kit/types';

/** Care+ protection plans, version 3 (/supportPage/care_plus_v3): what a plan covers, how long, for which models. Edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'care-plans',
    paths: { list: '/supportPage/care_plus_v3' },
    icon: 'security',
    representation: 'planName',
    siteScoped: true,
    load: () => import('./index'),
};
