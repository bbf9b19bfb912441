import { DocumentUploadInput } from '../kit/DocumentUploadInput';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';

/** The declaration's PDF is uploaded through the one upload call (or its address pasted). */
const DIALOG_INPUTS = { file: <DocumentUploadInput source="file" /> };

const DeclarationList = () => <KitList dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: DeclarationList };
export default views;
