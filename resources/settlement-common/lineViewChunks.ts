import type { ResourceEntry } from '../kit/types';

/**
 * Every provider's settlement lines, for each provider's entry: the list (the ID links the line's page) and the line's
 * page (the match, its log and the file row), each in a chunk of its own: the list does not bring the page. Apart from
 * providers.ts, which the mock reads.
 */
export const LINE_VIEW_CHUNKS: ResourceEntry['viewChunks'] = { list: () => import('./LineList'), edit: () => import('./LineDetail') };
