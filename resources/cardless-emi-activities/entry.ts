import type { ResourceEntry } from '../kit/types';

/** The catalogue's record page `cardlessEmi/operate` has no `:id`: the record is `?id=` (a new one `?id=create`). */
export const entry: ResourceEntry = {
    collection: 'cardless-emi-activities',
    paths: { list: '/bankOffer/cardlessEmi', edit: '/bankOffer/cardlessEmi/operate' },
    icon: 'payments',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
