import type { ResourceEntry } from '../kit/types';

/** The leadership page (/cms/leadership): its members in the order the page shows them. Edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'leadership-members',
    paths: { list: '/cms/leadership' },
    icon: 'people',
    representation: '%{name} (%{position})',
    siteScoped: true,
    load: () => import('./index'),
};
