import { navTextsEn } from '../nav-entries/navTexts';

/** Online-store header navigation texts (resources.store-nav-entries), in English: the website header's. */
export const storeNavEntriesEn = {
    resources: {
        'store-nav-entries': { name: 'Store navigation item |||| Store navigation items', ...navTextsEn, tree: { ...navTextsEn.tree, title: 'Online store header' } },
    },
};
