import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'live-streams',
    // The add page is the record path without an id (the spec: "edit (add)").
    paths: { list: '/live/index', edit: '/live/edit/:id', create: '/live/edit' },
    icon: 'live',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
