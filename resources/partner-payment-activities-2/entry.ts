import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'partner-payment-activities-2',
    paths: { list: '/activities/partner-payment-activity-2' },
    icon: 'payments',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
