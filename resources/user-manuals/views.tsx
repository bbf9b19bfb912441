import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, required, useRecordContext } from 'react-admin';
import { DocumentUploadInput } from '../kit/DocumentUploadInput';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { useCopyText } from '../../ui/useCopyText';

/**
 * The manual's file by its name, with a button that copies its download link for a reply to a buyer (a row holds no
 * link of its own: a row's links are the back office's own screens).
 */
const DownloadLink = () => {
    const record = useRecordContext();
    const copy = useCopyText();
    const url = typeof record?.file === 'string' ? record.file : '';
    if (url === '' || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return null;
    return (
        <span onClick={event => event.stopPropagation()}>
            <span title={url}>{url.split('/').pop()}</span>
            <Button label="resources.user-manuals.copy_link" onClick={() => void copy(url)}>
                <ContentCopyIcon />
            </Button>
        </span>
    );
};

const CELLS = { file: <DownloadLink /> };

/** The manual's PDF is uploaded through the one upload call (or its address pasted). */
const DIALOG_INPUTS = { file: <DocumentUploadInput source="file" validate={[required()]} /> };

const ManualList = () => <KitList cells={CELLS} dialogInputs={DIALOG_INPUTS} />;

const views: Partial<ResourceViews> = { list: ManualList };
export default views;
