import type { ResourceModule } from '../kit/types';
import { auditFields, onlineStatusField } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { discoverRules, POST_TYPES } from './rules';

/**
 * The app's discover feed per site: articles, videos and short posts with a rich-text body (ra-input-rich-text,
 * shown sanitised in a sandboxed preview), the SPUs they sell, tags, a sort and a publish time; online or offline by
 * a row action.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'publishTime', order: 'DESC' },
    actions: { dialog: { create: true }, delete: true, export: true, status: ONLINE_OFFLINE },
    fields: [
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 100, sortable: true },
        { source: 'postType', type: 'enum', choices: POST_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'cover', type: 'image', column: 'default', required: true },
        { source: 'content', type: 'richtext' },
        { source: 'videoUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'spuIds', type: 'ref', reference: 'spu', many: true, column: 'pickable', filter: 'optional' },
        { source: 'tags', type: 'text', column: 'pickable', filter: 'optional', maxLength: 120 },
        { source: 'sort', type: 'number', column: 'pickable', required: true, min: 0, max: 999, sortable: true },
        { source: 'publishTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = discoverRules;
