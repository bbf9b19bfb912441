import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { StatusLiveNow } from '../app-ops-common/LiveNow';

const INPUTS = redirectInputs('jump');
const CELLS = { status: <StatusLiveNow /> };

/** The list marks what is live now; the form draws the redirect block (the type, then what it needs). */
const AdList = () => <KitList cells={CELLS} />;
const AdPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: AdList, edit: AdPage, create: AdPage };

export default views;
