import type { ResourceEntry } from '../kit/types';

/**
 * The children's privacy policy (/cms/children-privacy-policy): its versions per site, on the legal policies' fields,
 * rules and preview (policies), kept apart because it has its own owner and consent wording.
 */
export const entry: ResourceEntry = {
    collection: 'children-privacy-policies',
    paths: { list: '/cms/children-privacy-policy' },
    // The policies' validation texts.
    texts: ['policies'],
    icon: 'security',
    representation: '%{title} (%{version})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('../policies/views'),
};
