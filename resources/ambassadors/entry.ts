import type { ResourceEntry } from '../kit/types';

/** The ambassador programme's ambassadors (/promotion/ambassador): who refers buyers with a personal code. */
/** The detail page of an ambassador, by user ID (the catalogue's `ambassadorDetail/:userId`). */
export const DETAIL_PATH = '/promotion/ambassadorDetail';

export const entry: ResourceEntry = {
    collection: 'ambassadors',
    paths: { list: '/promotion/ambassador' },
    // The detail page names the ambassador by user ID; it shows the referral records with their texts.
    pages: { [`${DETAIL_PATH}/:userId`]: () => import('./AmbassadorDetailPage') },
    texts: ['referral-records', 'skus'],
    icon: 'people',
    representation: '%{name} (%{referralCode})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
