import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The service website's troubleshooting guides: what a customer tries before booking a repair.
    collection: 'troubleshooting-guides',
    paths: { list: '/cms_v2/troubleshooting' },
    icon: 'support',
    representation: 'question',
    siteScoped: true,
    load: () => import('./index'),
};
