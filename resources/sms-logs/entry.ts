import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'sms-logs',
    paths: { list: '/sms/query' },
    icon: 'search',
    representation: '%{mobile} (%{sendTime})',
    siteScoped: true,
    load: () => import('./index'),
    // The manual send (a tool, not a collection of its own): its messages go to this log.
    pages: { '/sms/manual': () => import('./ManualSendPage') },
    texts: ['sms-templates'],
};
