import type { ResourceEntry } from '../kit/types';

/** The service website's "check your phone" page (/cms_v2/phonecheck): one a site, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'phone-check-pages',
    paths: { list: '/cms_v2/phonecheck' },
    icon: 'phone',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
