import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    collection: 'student-benefits',
    paths: { list: '/activities/cms/studentBenefit' },
    icon: 'people',
    representation: '%{benefitName}',
    siteScoped: true,
    load: () => import('./index'),
};
