import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';
import { DOC_TYPES, modelDocumentRules, modelDocumentServerRules } from './rules';

/**
 * A document of a model on the support website: its kind, language (`xx-YY`), title, the PDF's address, version and
 * publish date; online or offline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'publishDate', order: 'DESC' },
    actions: { dialog: { create: true }, export: true, delete: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'modelId', type: 'ref', reference: 'service-models', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'docType', type: 'enum', choices: DOC_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'language', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 5 },
        { source: 'title', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 120, sortable: true },
        { source: 'fileUrl', type: 'file', column: 'pickable', required: true },
        { source: 'version', type: 'text', column: 'default', required: true, maxLength: 10 },
        { source: 'publishDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = modelDocumentRules;
export const serverRules = modelDocumentServerRules;
