import type { ResourceEntry } from '../kit/types';

/** The points ledger (/Point/flow): every change of a user's points, with the balance after it. Read-only, exported. */
export const entry: ResourceEntry = {
    collection: 'points-flows',
    paths: { list: '/Point/flow' },
    icon: 'list',
    representation: 'flowId',
    siteScoped: true,
    load: () => import('./index'),
};
