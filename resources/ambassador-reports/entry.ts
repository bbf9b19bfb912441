import type { ResourceEntry } from '../kit/types';

/** Referral orders per ambassador and month (/promotion/orderReport): computed from the referral records. */
export const entry: ResourceEntry = {
    collection: 'ambassador-reports',
    paths: { list: '/promotion/orderReport' },
    icon: 'report',
    representation: '%{period}',
    siteScoped: true,
    load: () => import('./index'),
};
