import { ModeratedList } from '../moderation-common/ModeratedList';
import type { ResourceViews } from '../kit/types';

const views: Partial<ResourceViews> = { list: ModeratedList };
export default views;
