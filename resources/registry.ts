import type { ResourceEntry } from './kit/types';

/**
 * Every entity made with the resource kit: its collection, its catalogue paths and icon, and where the rest of its
 * description loads from. Adding a screen is a folder under resources/ and its line here (README, "Adding a screen").
 */
export const RESOURCES: readonly ResourceEntry[] = [
    {
        collection: 'categories',
        paths: { list: '/factory/category' },
        icon: 'list',
        representation: 'name',
        siteScoped: true,
        load: () => import('./categories'),
    },
    {
        collection: 'spu',
        paths: { list: '/factory/spu', edit: '/factory/spu/:id' },
        icon: 'phone',
        representation: '%{spuName} (%{spuId})',
        siteScoped: true,
        load: () => import('./spu'),
    },
];

export const resourceEntry = (collection: string): ResourceEntry | undefined => RESOURCES.find(entry => entry.collection === collection);
