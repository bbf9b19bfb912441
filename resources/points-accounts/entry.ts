import type { ResourceEntry } from '../kit/types';

/** Users' points accounts (/Point/user): each balance the sum of the user's ledger. Read-only, exported. */
export const entry: ResourceEntry = {
    collection: 'points-accounts',
    paths: { list: '/Point/user' },
    icon: 'people',
    representation: 'userId',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
