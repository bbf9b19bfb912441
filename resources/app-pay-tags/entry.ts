import type { ResourceEntry } from '../kit/types';

/** Tags beside the payment methods at the app's checkout (/app/payTag): edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'app-pay-tags',
    paths: { list: '/app/payTag' },
    texts: ['app-ops-common'],
    icon: 'payments',
    representation: 'tagText',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
