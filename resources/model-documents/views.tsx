import { required } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { DocumentUploadInput } from '../kit/DocumentUploadInput';

/** The document's dialog uploads its PDF through the one upload call. */
const DIALOG_INPUTS = { fileUrl: <DocumentUploadInput source="fileUrl" validate={[required()]} /> };

const ModelDocumentList = () => <KitList dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: ModelDocumentList };
export default views;
