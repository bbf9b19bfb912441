import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'pincode-warehouses',
    paths: { list: '/factory/pin_wm' },
    icon: 'warehouse',
    representation: 'pincode',
    siteScoped: true,
    load: () => import('./index'),
};
