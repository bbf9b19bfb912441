import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // One ERP item master for every market.
    collection: 'materials',
    paths: { list: '/factory/material' },
    icon: 'inventory',
    representation: '%{materialCode} %{materialName}',
    load: () => import('./index'),
};
