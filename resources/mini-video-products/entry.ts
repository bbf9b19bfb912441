import type { ResourceEntry } from '../kit/types';

/** The mini program's short product videos (/miniPrograms/VideoProduct), edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'mini-video-products',
    paths: { list: '/miniPrograms/VideoProduct' },
    icon: 'live',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
