import type { ResourceEntry } from '../kit/types';

/** The website footer (/cms/footer): its links by column, each column put in order by hand. Edited in a dialog on the list. */
export const entry: ResourceEntry = {
    collection: 'footer-links',
    paths: { list: '/cms/footer' },
    icon: 'list',
    representation: 'linkName',
    siteScoped: true,
    load: () => import('./index'),
};
