import type { ResourceEntry } from '../kit/types';

/** Provinces in China's trade-in subsidy and their rules (/gov-subsidy/province): edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'subsidy-provinces',
    paths: { list: '/gov-subsidy/province' },
    icon: 'map',
    representation: 'provinceName',
    load: () => import('./index'),
};
