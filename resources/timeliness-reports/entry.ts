import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Logistics timeliness per month, warehouse, courier and state, computed by the server from the shipped orders.
    collection: 'timeliness-reports',
    paths: { list: '/diff/timeliness' },
    icon: 'chart',
    representation: '%{month} %{courier} %{state}',
    siteScoped: true,
    load: () => import('./index'),
};
