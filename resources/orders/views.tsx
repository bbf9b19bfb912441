import type { ResourceViews } from '../kit/types';
import { lazyView } from '../kit/views';

/**
 * The orders' own list (batch review, next page fetched ahead) and record page (grouped fields, lines, review flow),
 * each loaded when it opens: the list does not bring the record page's chunks.
 */
const views: Partial<ResourceViews> = { list: lazyView(() => import('./OrderList')), edit: lazyView(() => import('./OrderDetail')) };
export default views;
