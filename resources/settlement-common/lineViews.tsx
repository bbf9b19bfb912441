import type { ResourceViews } from '../kit/types';
import { lazyView } from '../kit/views';

/** Every provider's settlement lines: the kit's list, and the record page with the match, its log and the file row. */
const views: Partial<ResourceViews> = { edit: lazyView(() => import('./LineDetail')) };
export default views;
