import type { ResourceEntry } from '../kit/types';

/** Buyers' subsidy qualifications (/gov-subsidy/subsidy-qualification): issued by the provincial platforms, read-only. */
export const entry: ResourceEntry = {
    collection: 'subsidy-qualifications',
    paths: { list: '/gov-subsidy/subsidy-qualification' },
    icon: 'people',
    representation: 'qualificationCode',
    load: () => import('./index'),
};
