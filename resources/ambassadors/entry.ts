import type { ResourceEntry } from '../kit/types';

/** The ambassador programme's ambassadors (/promotion/ambassador): who refers buyers with a personal code. */
export const entry: ResourceEntry = {
    collection: 'ambassadors',
    paths: { list: '/promotion/ambassador' },
    icon: 'people',
    representation: '%{name} (%{referralCode})',
    siteScoped: true,
    load: () => import('./index'),
};
