import type { ResourceModule } from '../kit/types';
import { redirectFields } from '../kit/redirect/redirect';
import { onlineStatusField } from '../activity-common/fields';
import { ONLINE_OFFLINE } from '../activity-common/statusActions';
import { categoryPageRules, REDIRECT_PREFIX } from './rules';

/**
 * The app's category pages per site: each the page of a product category (/factory/category's `categories`), with
 * its name and icon in the app, a banner and where it jumps (the redirect block), the SPUs it lists, online or
 * offline, in the order dragged by hand. The V2 pages (app-categories-v2 on the V2 sites) add a layout.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 40, sortable: true },
        { source: 'categoryId', type: 'ref', reference: 'categories', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'icon', type: 'image', column: 'default', required: true },
        { source: 'banner', type: 'image', column: 'pickable' },
        ...redirectFields(REDIRECT_PREFIX),
        { source: 'spuIds', type: 'ref', reference: 'spu', many: true, column: 'default', filter: 'optional', required: true },
        onlineStatusField,
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

export const rules = categoryPageRules;
/** A new page goes to the end until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
