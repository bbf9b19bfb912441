import type { ResourceEntry } from '../kit/types';

/** The brand's own support home page (/brandSupport/home): its hero banners, quick entries and hot topics, put in order by hand. */
export const entry: ResourceEntry = {
    collection: 'support-home-slots',
    paths: { list: '/brandSupport/home' },
    icon: 'home',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
