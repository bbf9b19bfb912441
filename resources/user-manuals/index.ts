import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { manualRules, manualServerRules } from './rules';

/**
 * The user manuals the service website offers for download, per device model and language: a title, the version of
 * the manual, its PDF, the publish date, online or offline. Edited in a dialog on the list; each row's link copies.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'publishDate', order: 'DESC' },
    actions: { dialog: { create: true }, status: ONLINE_OFFLINE, export: true, delete: true },
    fields: [
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'language', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 10 },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 120, sortable: true },
        { source: 'version', type: 'text', column: 'default', required: true, maxLength: 12 },
        { source: 'file', type: 'file', column: 'default', required: true, maxLength: 300 },
        { source: 'publishDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = manualRules;
export const serverRules = manualServerRules;
