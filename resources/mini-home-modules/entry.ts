import type { ResourceEntry } from '../kit/types';

/** The mini program's home page (/miniPrograms/Home): the app home's modules over its own collection. */
export const entry: ResourceEntry = {
    collection: 'mini-home-modules',
    paths: { list: '/miniPrograms/Home' },
    icon: 'home',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('../app-home-modules/views'),
};
