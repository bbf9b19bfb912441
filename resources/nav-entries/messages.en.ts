import { navTextsEn } from './navTexts';

/** Header navigation texts (resources.nav-entries), in English. */
export const navEntriesEn = {
    resources: {
        'nav-entries': { name: 'Navigation item |||| Navigation items', ...navTextsEn },
    },
};
