import type { ResourceEntry } from '../kit/types';

/** The app's membership levels (/app/membership), edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'membership-levels',
    paths: { list: '/app/membership' },
    icon: 'star',
    representation: 'levelName',
    siteScoped: true,
    load: () => import('./index'),
};
