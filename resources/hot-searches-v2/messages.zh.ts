import { hotSearchChoicesZh, hotSearchFieldsZh } from '../hot-searches/texts';

/** Hot search v2 texts (resources.hot-searches-v2), in Chinese. */
export const hotSearchesV2Zh = {
    resources: {
        'hot-searches-v2': {
            name: '热搜',
            fields: { ...hotSearchFieldsZh, placement: '展示位置' },
            choices: { ...hotSearchChoicesZh, placement: { hot_word: '热词', placeholder: '搜索框默认词' } },
        },
    },
};
