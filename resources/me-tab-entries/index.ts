import type { ResourceModule } from '../kit/types';
import { redirectFields } from '../kit/redirect/redirect';
import { onlineStatusField } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { BADGE_MAX, meTabRules, REDIRECT_PREFIX } from './rules';

/**
 * The entries of the app's "Me" tab per site (orders, coupons, points, service …): title, icon, where a tap jumps (the
 * redirect block), a short badge, online or offline, in the order dragged by hand (one write for the whole tab).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 30, sortable: true },
        { source: 'icon', type: 'image', column: 'default', required: true },
        ...redirectFields(REDIRECT_PREFIX),
        { source: 'badgeText', type: 'text', column: 'default', maxLength: BADGE_MAX },
        onlineStatusField,
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = meTabRules;
/** A new entry goes to the end of the tab until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
