import type { ResourceViews } from '../kit/types';
import { lazyView } from '../kit/views';
import LineList from './LineList';

/** Every provider's settlement lines: the list (the ID links the line's page), and the page with the match, its log and the file row. */
const views: Partial<ResourceViews> = { list: LineList, edit: lazyView(() => import('./LineDetail')) };
export default views;
