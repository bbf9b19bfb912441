import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The modules of the website's home page, per site and platform (PC or mobile): key-visual banners, product floors,
 * promotion tiles, videos and the news strip, shown in their order (dragged by hand, saved as one write: the kit's
 * hand order, one platform at a time) and put online or offline from the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: {
        dialog: { create: true },
        delete: true,
        handOrder: { field: 'sort', scope: ['platform'] },
        status: ONLINE_OFFLINE,
        publish: { pageType: 'home', pageName: 'Home page' },
    },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'title', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80 },
        { source: 'moduleType', type: 'enum', choices: ['kv_banner', 'product_floor', 'promo_tile', 'video', 'news'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'platform', type: 'enum', choices: ['pc', 'mobile'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'image', type: 'image', column: 'default' },
        { source: 'linkUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** A new module goes to the end of its page until it is put in order (the order field is the hand order's). */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
