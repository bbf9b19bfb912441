import { hotSearchChoicesEn, hotSearchFieldsEn } from '../hot-searches/texts';

/** Hot search v2 texts (resources.hot-searches-v2), in English: the hot search's, and where it shows. */
export const hotSearchesV2En = {
    resources: {
        'hot-searches-v2': {
            name: 'Hot search |||| Hot searches',
            fields: { ...hotSearchFieldsEn, placement: 'Shown as' },
            choices: { ...hotSearchChoicesEn, placement: { hot_word: 'Hot word', placeholder: 'Search box placeholder' } },
        },
    },
};
