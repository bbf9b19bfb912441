import type { ResourceEntry } from '../kit/types';

/**
 * The support website's home page (/supportPage/support): hero banners, quick entries and hot topics, each module put
 * in order by hand; the brand support home's fields and rules (support-home-slots) over its own collection.
 */
export const entry: ResourceEntry = {
    collection: 'support-page-slots',
    paths: { list: '/supportPage/support' },
    icon: 'home',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
