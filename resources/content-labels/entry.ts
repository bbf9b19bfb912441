import type { ResourceEntry } from '../kit/types';

/**
 * Content labels (/serviceSite/content-label): the topics moderators attach to buyers' reviews and questions
 * (Camera, Battery, Delivery …). The record page is the catalogue's `content-label/:title/:id`; `title` is the
 * page's mode, 'edit' (a new label is `edit/create`, the kit's create id).
 */
export const entry: ResourceEntry = {
    collection: 'content-labels',
    paths: { list: '/serviceSite/content-label', edit: '/serviceSite/content-label/:title/:id' },
    pathParams: { title: 'edit' },
    icon: 'list',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
