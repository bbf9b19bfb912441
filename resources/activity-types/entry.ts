import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The dictionary of activity types every campaign and order source names: one table for all sites.
    collection: 'activity-types',
    paths: { list: '/activities/activity-type' },
    icon: 'list',
    representation: '%{typeName} (%{typeCode})',
    load: () => import('./index'),
};
