import { KitList } from '../kit/KitList';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { LIVE_NOW_COLUMNS } from '../app-common/LiveNowColumn';
import { REDIRECT_PREFIX } from './rules';

const INPUTS = redirectInputs(REDIRECT_PREFIX);

/** The kit's list with the "Now" column, its dialog drawing the redirect block. */
const MenuTabList = () => <KitList dialogInputs={INPUTS} columnsAfter={LIVE_NOW_COLUMNS} />;

const views: Partial<ResourceViews> = { list: MenuTabList };

export default views;
