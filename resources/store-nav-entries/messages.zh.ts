import { navTextsZh } from '../nav-entries/navTexts';

/** Online-store header navigation texts (resources.store-nav-entries), in Chinese: the website header's. */
export const storeNavEntriesZh = {
    resources: {
        'store-nav-entries': { name: '商城导航项', ...navTextsZh, tree: { ...navTextsZh.tree, title: '商城顶部导航' } },
    },
};
