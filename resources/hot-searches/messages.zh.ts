import { hotSearchChoicesZh, hotSearchFieldsZh } from './texts';

/** Hot search texts (resources.hot-searches), in Chinese. */
export const hotSearchesZh = {
    resources: {
        'hot-searches': { name: '热搜', fields: hotSearchFieldsZh, choices: hotSearchChoicesZh },
    },
};
