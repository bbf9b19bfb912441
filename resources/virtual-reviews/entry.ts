import type { ResourceEntry } from '../kit/types';

/** Virtual reviews (/serviceSite/virtualComment): reviews staff place on product pages, hidden and shown like buyers' ones. */
export const entry: ResourceEntry = {
    collection: 'virtual-reviews',
    paths: { list: '/serviceSite/virtualComment' },
    texts: ['moderation-common'],
    icon: 'star',
    representation: '%{nickname} (%{rating}★)',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
