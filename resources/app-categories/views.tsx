import { KitList } from '../kit/KitList';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { REDIRECT_PREFIX } from './rules';

const INPUTS = redirectInputs(REDIRECT_PREFIX);

/** The kit's list, its dialog drawing the banner's redirect block. */
const CategoryPageList = () => <KitList dialogInputs={INPUTS} />;

const views: Partial<ResourceViews> = { list: CategoryPageList };

export default views;
