import type { ResourceEntry } from '../kit/types';

/** Reusable explanatory texts of the service website (/serviceSite/description-management), edited in a dialog. */
export const entry: ResourceEntry = {
    collection: 'service-descriptions',
    paths: { list: '/serviceSite/description-management' },
    icon: 'article',
    representation: 'title',
    siteScoped: true,
    load: () => import('./index'),
};
