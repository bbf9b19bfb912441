import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // The service website's FAQ.
    collection: 'faq-items',
    paths: { list: '/cms_v2/faq' },
    icon: 'question',
    representation: 'question',
    siteScoped: true,
    load: () => import('./index'),
};
