import type { FolderEntry } from '../kit/types';

/**
 * The retail store map of the support website (/supportPage/retailStoreMap): the displayed shops of the store
 * locator (store-addresses, not the service centres) placed by their coordinates. Not in the menu for sites in and
 * id (the catalogue's site rule); reachable by URL.
 */
export const entry: FolderEntry = {
    pages: { '/supportPage/retailStoreMap': () => import('./RetailStoreMap') },
    texts: ['store-addresses'],
};
