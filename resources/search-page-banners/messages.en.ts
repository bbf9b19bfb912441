import { activityCommonEn, commonFieldsEn, onlineChoicesEn, redirectLabelsEn } from '../activity-common/texts';

const redirect = redirectLabelsEn('jump');

/** Search page banner texts (resources.search-page-banners), in English; the redirect block's are the kit's. */
export const searchPageBannersEn = {
    resources: {
        'search-page-banners': {
            name: 'Search page banner |||| Search page banners',
            fields: {
                ...commonFieldsEn,
                ...redirect.fields,
                title: 'Title',
                subtitle: 'Subtitle',
                platform: 'Platform',
                imagePc: 'Picture (PC)',
                imageMobile: 'Picture (mobile)',
                sort: 'Sort',
            },
            choices: { ...redirect.choices, platform: { pc: 'PC', mobile: 'Mobile web', app: 'App', mini_program: 'Mini program' }, status: onlineChoicesEn },
        },
    },
};

export { activityCommonEn };
