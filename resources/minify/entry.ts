import type { FolderEntry } from '../kit/types';

/** The minify tool (/resources/minify): it reads no collection; its results are stored through the upload call. */
export const entry: FolderEntry = {
    pages: { '/resources/minify': () => import('./MinifyPage') },
};
