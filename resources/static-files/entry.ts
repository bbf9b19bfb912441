import type { ResourceEntry } from '../kit/types';

export const entry: ResourceEntry = {
    // One library for every site: a stored file's URL works wherever it is used.
    collection: 'static-files',
    paths: { list: '/resources/upload' },
    icon: 'upload',
    representation: 'fileName',
    load: () => import('./index'),
    /** The list gets the upload dialog, thumbnails, copy and delete. */
    views: () => import('./views'),
};
