import type { ResourceModule } from '../kit/types';
import { ONLINE_OFFLINE } from '../kit/statusActions';

/**
 * The sections of a site's "About the brand" page: a title, a body in rich text (the kit's safe-HTML rule, previewed
 * sanitised in a sandboxed frame), a picture or a video, the page's SEO texts, shown in their order (dragged by hand,
 * the whole page at once) and put online or offline from the list.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'sort', order: 'ASC' },
    actions: { dialog: { create: true }, delete: true, handOrder: { field: 'sort' }, status: ONLINE_OFFLINE, publish: { pageType: 'static', pageName: 'About the brand' } },
    fields: [
        { source: 'sort', type: 'number', column: 'default', min: 1, max: 999, sortable: true, formHidden: true },
        { source: 'sectionTitle', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 80 },
        { source: 'body', type: 'richtext', required: true },
        { source: 'image', type: 'image', column: 'default' },
        { source: 'videoUrl', type: 'text', link: true, column: 'pickable', maxLength: 300 },
        { source: 'seoTitle', type: 'text', maxLength: 70 },
        { source: 'seoDescription', type: 'text', maxLength: 160 },
        { source: 'status', type: 'enum', choices: ['online', 'offline'], column: 'default', filter: 'optional', required: true },
        { source: 'updateTime', type: 'datetime', readOnly: true, column: 'pickable', sortable: true },
    ],
};

/** A new section goes to the end of the page until it is put in order. */
export const derive: ResourceModule['derive'] = record => ({ sort: record.sort ?? 999 });
