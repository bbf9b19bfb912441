import { navTextsZh } from './navTexts';

/** Header navigation texts (resources.nav-entries), in Chinese. */
export const navEntriesZh = {
    resources: {
        'nav-entries': { name: '导航项', ...navTextsZh },
    },
};
