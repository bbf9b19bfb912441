import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { LIVE_NOW_COLUMNS } from '../app-common/LiveNowColumn';

/** The kit's list with the "Now" column: which videos the mini program shows at this moment. */
const VideoProductList = () => <KitList columnsAfter={LIVE_NOW_COLUMNS} />;

const views: Partial<ResourceViews> = { list: VideoProductList };

export default views;
