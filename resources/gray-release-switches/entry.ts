import type { ResourceEntry } from '../kit/types';

/** Staged (grey) release switches of store features (/storeSettings/graySetting), edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'gray-release-switches',
    paths: { list: '/storeSettings/graySetting' },
    icon: 'settings',
    representation: 'featureKey',
    siteScoped: true,
    load: () => import('./index'),
};
