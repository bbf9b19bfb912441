import { hotSearchChoicesEn, hotSearchFieldsEn } from '../../../resources/hot-searches/texts';

/** Hot search texts (resources.hot-searches), in English. */
export const hotSearchesEn = {
    resources: {
        'hot-searches': { name: 'Hot search |||| Hot searches', fields: hotSearchFieldsEn, choices: hotSearchChoicesEn },
    },
};
