import type { ResourceEntry } from '../kit/types';

/** The loyalty points' earning rules (/Point/index): what earns points, how many, for how long. Edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'points-rules',
    paths: { list: '/Point/index' },
    icon: 'settings',
    representation: 'ruleName',
    siteScoped: true,
    load: () => import('./index'),
};
