import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'spu',
    paths: { list: '/factory/spu', edit: '/factory/spu/:id' },
    icon: 'phone',
    representation: '%{spuName} (%{spuId})',
    siteScoped: true,
    load: () => import('./index'),
    // An SPU is always picked through the one SPU selection dialog (spec section 5).
    picker: () => import('./SpuPickerInput').then(module => ({ default: module.SpuPickerInput })),
};
