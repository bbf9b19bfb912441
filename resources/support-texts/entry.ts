import type { ResourceEntry } from '../kit/types';

/**
 * The support website's UI texts per site (/supportPage/multilingual-text): one row a key and language, edited in
 * a dialog on the list, imported and exported as a workbook.
 */
export const entry: ResourceEntry = {
    collection: 'support-texts',
    paths: { list: '/supportPage/multilingual-text' },
    icon: 'language',
    representation: '%{textKey} (%{language})',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
