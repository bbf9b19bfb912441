import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'spec-comparisons',
    // The catalogue's record page has no `:id`: the record is named in its query (`/factory/compareEdit?id=`).
    paths: { list: '/factory/compare', edit: '/factory/compareEdit' },
    icon: 'list',
    representation: 'spuId',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
