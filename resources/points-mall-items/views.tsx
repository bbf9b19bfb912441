import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { LIVE_NOW_COLUMNS } from '../app-common/LiveNowColumn';

/** The kit's list with the "Now" column: which items members can buy at this moment. */
const PointsMallList = () => <KitList columnsAfter={LIVE_NOW_COLUMNS} />;

const views: Partial<ResourceViews> = { list: PointsMallList };

export default views;
