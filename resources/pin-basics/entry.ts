import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // India Post's directory: national reference data.
    collection: 'pin-basics',
    paths: { list: '/factory/pin_basic' },
    icon: 'map',
    representation: '%{pincode} %{postOffice}',
    load: () => import('./index'),
};
