import { useState } from 'react';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Confirm, DataTable, useDelete, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import { KitList } from '../kit/KitList';
import type { ResourceViews } from '../kit/types';
import { formatBytes } from '../../base/fileRules';
import { useCopyText } from '../../ui/useCopyText';
import { useToast } from '../../ui';
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
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, maxWidth: 210 }}>
            <Typography variant="body2" noWrap title={record.url} sx={{ fontFamily: 'monospace', fontSize: '0.75rem', minWidth: 0 }}>
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

/** Delete, after a confirmation naming the file (an icon, so the row stays within the page). */
const Delete = () => {
    const record = useRecordContext<StoredFile>();
    const resource = useResourceContext();
    const translate = useTranslate();
    const toast = useToast();
    const [open, setOpen] = useState(false);
    const [remove, { isPending }] = useDelete();
    if (!record) return null;
    const label = translate('ra.action.delete');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    size="small"
                    color="error"
                    aria-label={`${label}: ${record.fileName}`}
                    onClick={event => {
                        event.stopPropagation();
                        setOpen(true);
                    }}
                >
                    <DeleteIcon fontSize="small" />
                </IconButton>
            </Tooltip>
            <Confirm
                isOpen={open}
                loading={isPending}
                title="resources.static-files.delete_title"
                titleTranslateOptions={{ name: record.fileName }}
                content="resources.static-files.delete_content"
                confirmColor="warning"
                onClose={() => setOpen(false)}
                onConfirm={() =>
                    remove(
                        resource,
                        { id: record.id, previousData: record },
                        {
                            onSuccess: () => {
                                setOpen(false);
                                toast.success('oms.toast.deleted_successfully');
                            },
                            onError: error => {
                                setOpen(false);
                                toast.error((error as Error).message || 'ra.notification.http_error');
                            },
                        },
                    )
                }
            />
        </>
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
