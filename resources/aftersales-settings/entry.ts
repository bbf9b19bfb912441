import type { ResourceEntry } from '../kit/types';

/** The service website's after-sales policy (/serviceSite/aftersalesServiceSetting): one a site, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'aftersales-settings',
    paths: { list: '/serviceSite/aftersalesServiceSetting' },
    icon: 'settings',
    representation: 'policyName',
    siteScoped: true,
    load: () => import('./index'),
};
