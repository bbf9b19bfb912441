import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Electronic warranty and protection cards issued per device.
    collection: 'electronic-cards',
    paths: { list: '/serviceSite/insurances' },
    icon: 'security',
    representation: 'cardNo',
    siteScoped: true,
    load: () => import('./index'),
};
