import type { FolderEntry } from '../kit/types';

/** The spec's template table (/template/table): a list of sample articles showing the list conventions. */
export const entry: FolderEntry = {
    collection: 'template-rows',
    pages: { '/template/table': () => import('./TemplateTablePage') },
};
