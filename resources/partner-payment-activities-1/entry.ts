import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'partner-payment-activities-1',
    paths: { list: '/activities/partner-payment-activity-1' },
    icon: 'payments',
    representation: 'activityName',
    siteScoped: true,
    load: () => import('./index'),
};
