import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The links of the website's footer, per site, in its columns (products, support, shop, about, legal, social: the
 * social column's links carry an icon), online or offline, each column put in order by hand.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    perPage: 50,
    actions: {
        dialog: { create: true },
        delete: true,
        handOrder: { field: 'sort', scope: ['footerColumn'] },
        status: ONLINE_OFFLINE,
        publish: { pageType: 'footer', pageName: 'Footer' },
    },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'footerColumn', type: 'enum', choices: ['products', 'support', 'shop', 'about', 'legal', 'social'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'linkName', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60 },
        { source: 'linkUrl', type: 'text', link: true, column: 'default', required: true, maxLength: 300 },
        { source: 'icon', type: 'image', column: 'pickable' },
        { source: 'openInNewTab', type: 'bool', column: 'pickable' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** A new link goes to the end of its column until put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
