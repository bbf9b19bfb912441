import { KitForm } from '../kit/KitForm';
import { KitRecordPage } from '../kit/KitRecordPage';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { JUMP } from '../hot-searches/fields';

const JUMP_INPUTS = redirectInputs(JUMP);

/** The kit's record page, the jump page drawn as the redirect block (the type, then what it needs). */
const HotSearchRecordPage = () => <KitRecordPage form={<KitForm inputs={JUMP_INPUTS} />} />;

const views: Partial<ResourceViews> = { edit: HotSearchRecordPage, create: HotSearchRecordPage };

export default views;
