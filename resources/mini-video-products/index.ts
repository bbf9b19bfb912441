import type { ResourceModule } from '../kit/types';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { videoProductRules, videoProductServerRules } from './rules';

/**
 * Short videos of the mini program, each bound to the SPU it sells (and one of its SKUs when a colour is shown):
 * the video and its cover, a window, online or offline, in the order dragged by hand; the list marks which are live now.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80, sortable: true },
        { source: 'cover', type: 'image', column: 'default', required: true },
        { source: 'videoUrl', type: 'text', link: true, column: 'pickable', required: true, maxLength: 300 },
        { source: 'spuId', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'pickable' },
        ...validityFields,
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = videoProductRules;
export const serverRules = videoProductServerRules;
/** A new video goes to the end until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
