import { required } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { PdfUploadInput } from './PdfUploadInput';

/** The document's dialog uploads its PDF through the one upload call. */
const DIALOG_INPUTS = { fileUrl: <PdfUploadInput source="fileUrl" validate={[required()]} /> };

const ModelDocumentList = () => <KitList dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: ModelDocumentList };
export default views;
