import type { ResourceEntry } from '../kit/types';

/**
 * Reissue or deduction of points (/Point/reissue-of-points): asked with a reason, confirmed (by a second person above
 * a set amount) or rejected from the row; a confirmed request is written to the points ledger.
 */
export const entry: ResourceEntry = {
    collection: 'points-reissues',
    paths: { list: '/Point/reissue-of-points' },
    icon: 'points',
    representation: '%{userId} %{points}',
    siteScoped: true,
    load: () => import('./index'),
};
