import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // India's states and territories with their GST codes: national reference data.
    collection: 'states',
    paths: { list: '/factory/state_list' },
    icon: 'map',
    representation: '%{name} (%{gstStateCode})',
    load: () => import('./index'),
};
