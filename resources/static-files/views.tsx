import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, DataTable, DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { formatBytes } from '../../src/upload/fileRules';
import { useCopyText } from '../../src/upload/useCopyText';
import { useToast } from '../../src/ui';
import type { StoredFile } from '../../providers/upload';
import { FileThumbnail } from './FileThumbnail';
import { UploadDialog } from './UploadDialog';

const UploadButton = () => {
    const [open, setOpen] = useState(false);
    return (
        <>
            <Button label="oms.upload.button" onClick={() => setOpen(true)}>
                <UploadIcon />
            </Button>
            {open && <UploadDialog open onClose={() => setOpen(false)} />}
        </>
    );
};

const Thumbnail = () => {
    const record = useRecordContext<StoredFile>();
    const translate = useTranslate();
    if (!record) return null;
    return <FileThumbnail url={record.url} fileType={record.fileType} alt={translate('oms.upload.preview_of', { name: record.fileName })} />;
};

const Size = () => {
    const record = useRecordContext<StoredFile>();
    return record ? <span title={`${record.size} B`}>{formatBytes(record.size)}</span> : null;
};

/** The stored URL, selectable, with a button that copies it. */
const Url = () => {
    const record = useRecordContext<StoredFile>();
    const translate = useTranslate();
    const copy = useCopyText();
    if (!record) return null;
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 360 }}>
            <Typography variant="body2" noWrap title={record.url} sx={{ fontFamily: 'monospace', fontSize: '0.8rem', minWidth: 0 }}>
                {record.url}
            </Typography>
            <Tooltip title={translate('oms.upload.copy_url')}>
                <IconButton
                    size="small"
                    aria-label={`${translate('oms.upload.copy_url')}: ${record.fileName}`}
                    onClick={event => {
                        event.stopPropagation();
                        void copy(record.url);
                    }}
                >
                    <ContentCopyIcon fontSize="small" />
                </IconButton>
            </Tooltip>
        </Box>
    );
};

const Delete = () => {
    const record = useRecordContext<StoredFile>();
    const toast = useToast();
    if (!record) return null;
    return (
        <DeleteWithConfirmButton
            redirect={false}
            confirmTitle="resources.static-files.delete_title"
            confirmContent="resources.static-files.delete_content"
            titleTranslateOptions={{ name: record.fileName }}
            mutationOptions={{ onSuccess: () => toast.success('oms.toast.deleted_successfully') }}
        />
    );
};

/**
 * /resources/upload: the kit's list of the static-file library (filters, sort, paging, column picker) with an upload
 * dialog, a thumbnail per file, sizes as people read them, the URL to copy, and delete after a confirmation.
 */
const StaticFileList = () => (
    <KitList
        actions={<UploadButton />}
        cells={{ size: <Size />, url: <Url /> }}
        columnsBefore={[
            <DataTable.Col key="preview" label="resources.static-files.fields.preview" disableSort>
                <Thumbnail />
            </DataTable.Col>,
        ]}
        columnsAfter={[
            <DataTable.Col key="actions" label="resources.kit.actions" align="right" disableSort>
                <Delete />
            </DataTable.Col>,
        ]}
    />
);

const views: Partial<ResourceViews> = { list: StaticFileList };

export default views;
