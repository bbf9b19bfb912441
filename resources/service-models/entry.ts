import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The device models the service website knows: what manuals, faults, FAQs and cards are filed under.
    collection: 'service-models',
    paths: { list: '/serviceSite/model' },
    icon: 'phone',
    representation: '%{marketingName} (%{modelCode})',
    siteScoped: true,
    load: () => import('./index'),
};
