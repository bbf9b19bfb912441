import { KitForm } from '../kit/KitForm';
import { KitList } from '../kit/KitList';
import { KitRecordPage } from '../kit/KitRecordPage';
import type { ResourceViews } from '../kit/types';
import { SpecImportButton } from './SpecImportButton';
import { SpecRowsInput } from './SpecRowsInput';

const INPUTS = { keySpecs: <SpecRowsInput source="keySpecs" />, detailedSpecs: <SpecRowsInput source="detailedSpecs" /> };

/** The comparison sheets, with the spec import (an SPU and a file) next to the kit's own buttons. */
const SpecComparisonList = () => <KitList actions={<SpecImportButton />} />;

/** The record page of the kit, with the key and detailed specs edited as rows. */
const SpecComparisonPage = () => <KitRecordPage form={<KitForm inputs={INPUTS} />} />;

const views: Partial<ResourceViews> = { list: SpecComparisonList, edit: SpecComparisonPage, create: SpecComparisonPage };

export default views;
