import type { ResourceEntry } from '../kit/types';

/**
 * The settlement line's page (the match, its log and the file row) in a chunk of its own, for each provider's entry:
 * the lines' list does not bring it. Apart from providers.ts, which the mock reads.
 */
export const LINE_VIEW_CHUNKS: ResourceEntry['viewChunks'] = { edit: () => import('./LineDetail') };
