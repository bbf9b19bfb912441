import type { ResourceEntry } from '../kit/types';

/**
 * Sketch to code (/sketch2code): design images turned into HTML snippets for content pages, listed with their
 * result; `sketch2html` turns an uploaded or pasted HTML file into a safe page to preview and copy.
 */
export const entry: ResourceEntry = {
    collection: 'sketch-conversions',
    paths: { list: '/sketch2code' },
    pages: { '/sketch2code/sketch2html': () => import('./SketchToHtmlPage') },
    icon: 'code',
    representation: 'name',
    siteScoped: true,
    load: () => import('./index'),
    views: () => import('./views'),
};
