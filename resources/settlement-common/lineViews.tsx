import type { ResourceViews } from '../kit/types';
import LineList from './LineList';

/**
 * Every provider's settlement lines: the list (the ID links the line's page). The line's page (the match, its log and
 * the file row) is each entry's `viewChunks` (lineViewChunks.ts).
 */
const views: Partial<ResourceViews> = { list: LineList };
export default views;
