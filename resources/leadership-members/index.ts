import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The members on the website's leadership page, per site: name, position, photo and biography (rich text, the kit's
 * safe-HTML rule), online or offline, in the order put by hand (the whole page at once).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: {
        dialog: { create: true },
        delete: true,
        handOrder: { field: 'sort' },
        status: ONLINE_OFFLINE,
        publish: { pageType: 'static', pageName: 'Leadership' },
    },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'name', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 60 },
        { source: 'position', type: 'text', column: 'default', required: true, maxLength: 80 },
        { source: 'photo', type: 'image', column: 'default' },
        { source: 'bio', type: 'richtext' },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'creator', type: 'text', readOnly: true, column: 'pickable' },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** A new member goes to the end of the page until put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
