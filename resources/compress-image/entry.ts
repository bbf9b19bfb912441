import type { FolderEntry } from '../kit/types';

/** The image compressor (/cms/compress-image): it reads no collection; its results are stored through the upload call. */
export const entry: FolderEntry = {
    pages: { '/cms/compress-image': () => import('./CompressImagePage') },
};
