import type { ResourceModule } from '../kit/types';
import { FILE_TYPE_NAMES } from '../../base/fileRules';

/**
 * The static-file library of /resources/upload: files are added only through
 * the upload call (POST /files/upload), so the list is the one screen; its view adds the upload dialog, the
 * thumbnails, copying a URL and deleting.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'uploadTime', order: 'DESC' },
    actions: { readOnly: true },
    fields: [
        { source: 'fileName', type: 'text', column: 'default', required: true, maxLength: 120, sortable: true },
        { source: 'folder', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 64, sortable: true },
        { source: 'fileType', type: 'enum', choices: FILE_TYPE_NAMES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'size', type: 'number', column: 'default', readOnly: true, sortable: true },
        { source: 'url', type: 'text', column: 'default', readOnly: true },
        { source: 'uploader', type: 'text', column: 'pickable', readOnly: true },
        { source: 'uploadTime', type: 'datetime', column: 'default', filter: 'alwaysOn', readOnly: true, sortable: true },
    ],
};
