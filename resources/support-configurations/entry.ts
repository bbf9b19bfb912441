import type { ResourceEntry } from '../kit/types';

/** The support website's basics of a site (/supportPage/basic-configuration): one record a site, edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'support-configurations',
    paths: { list: '/supportPage/basic-configuration' },
    icon: 'settings',
    representation: 'hotline',
    siteScoped: true,
    load: () => import('./index'),
};
