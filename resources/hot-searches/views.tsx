import { KitList } from '../kit/KitList';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { JUMP } from './fields';

const JUMP_INPUTS = redirectInputs(JUMP);

/** The kit's list, its dialog drawing the jump page as the redirect block (the type, then what it needs). */
const HotSearchList = () => <KitList dialogInputs={JUMP_INPUTS} />;

const views: Partial<ResourceViews> = { list: HotSearchList };

export default views;
