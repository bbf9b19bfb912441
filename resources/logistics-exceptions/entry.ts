import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // Logistics exceptions and quantity differences (/diff/exceptionManagement), edited in a dialog on the list.
    collection: 'logistics-exceptions',
    paths: { list: '/diff/exceptionManagement' },
    icon: 'task',
    representation: 'exceptionNo',
    siteScoped: true,
    load: () => import('./index'),
};
