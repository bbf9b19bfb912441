import type { ResourceEntry } from '../kit/types';

/** Bank offers (/bankOffer/index); a record's page is `add/:id`, a new one `add/create` (the kit's create id). */
export const entry: ResourceEntry = {
    collection: 'bank-offers',
    paths: { list: '/bankOffer/index', edit: '/bankOffer/add/:id' },
    icon: 'bank',
    representation: 'offerName',
    siteScoped: true,
    load: () => import('./index'),
};
