import type { ResourceEntry } from '../kit/types';

/**
 * The support website's footer (/supportPage/support_footer): its links by column, each column put in order by
 * hand; the website footer's fields (footer-links) over its own collection. Edited in a dialog on the list.
 */
export const entry: ResourceEntry = {
    collection: 'support-footer-links',
    paths: { list: '/supportPage/support_footer' },
    icon: 'list',
    representation: 'linkName',
    siteScoped: true,
    load: () => import('./index'),
};
