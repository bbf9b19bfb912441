import type { ResourceModule } from '../kit/types';
import { redirectFields } from '../kit/redirect/redirect';
import { auditFields, onlineStatusField, validityFields } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { deriveHomeModule, homeModuleRules, MODULE_TYPES, REDIRECT_PREFIX } from './rules';

/**
 * The app's home page V1 per site: banners, quick entries, product floors (SPUs), a video and the live module (a
 * live stream of /live), each a content slot (title, picture, redirect block, window, online or offline), shown in
 * the order dragged by hand (one write for the whole page) and marked when it is live now. The mini program's home
 * (/miniPrograms/Home) is the same description over its own collection.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60, sortable: true },
        { source: 'moduleType', type: 'enum', choices: MODULE_TYPES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'subtitle', type: 'text', column: 'pickable', maxLength: 120 },
        { source: 'image', type: 'image', column: 'default' },
        { source: 'spuIds', type: 'ref', reference: 'spu', many: true, column: 'pickable' },
        { source: 'videoUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'liveStreamId', type: 'ref', reference: 'live-streams', column: 'pickable' },
        ...redirectFields(REDIRECT_PREFIX),
        ...validityFields,
        onlineStatusField,
        ...auditFields,
    ],
};

export const rules = homeModuleRules;
export const derive = deriveHomeModule;
