import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'pincodes',
    paths: { list: '/factory/pincode' },
    icon: 'map',
    representation: 'pincode',
    siteScoped: true,
    load: () => import('./index'),
};
