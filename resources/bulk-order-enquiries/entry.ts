import type { ResourceEntry } from '../kit/types';

/** Bulk (corporate) purchase enquiries sent from the website's form (/cms/bulkorder), followed up in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'bulk-order-enquiries',
    paths: { list: '/cms/bulkorder' },
    icon: 'receipt',
    representation: '%{companyName} (%{enquiryNo})',
    siteScoped: true,
    load: () => import('./index'),
};
