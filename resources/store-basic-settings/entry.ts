import type { ResourceEntry } from '../kit/types';

/** The site's basic store settings (/storeSettings/basicSetting): one record per site, edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'store-basic-settings',
    paths: { list: '/storeSettings/basicSetting' },
    icon: 'settings',
    representation: 'storeName',
    siteScoped: true,
    load: () => import('./index'),
};
