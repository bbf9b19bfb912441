import type { ResourceEntry } from '../kit/types';

/** The service website's live-chat entry (/serviceSite/online-customer-service): one a site, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'customer-service-settings',
    paths: { list: '/serviceSite/online-customer-service' },
    icon: 'support',
    representation: 'provider',
    siteScoped: true,
    load: () => import('./index'),
};
