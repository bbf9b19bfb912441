import { hotSearchChoicesEn, hotSearchFieldsEn } from './texts';

/** Hot search texts (resources.hot-searches), in English. */
export const hotSearchesEn = {
    resources: {
        'hot-searches': { name: 'Hot search |||| Hot searches', fields: hotSearchFieldsEn, choices: hotSearchChoicesEn },
    },
};
