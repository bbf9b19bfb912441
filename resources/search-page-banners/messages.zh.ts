import { activityCommonZh, commonFieldsZh, onlineChoicesZh, redirectLabelsZh } from '../activity-common/texts';

const redirect = redirectLabelsZh('jump');

/** Search page banner texts (resources.search-page-banners), in Chinese; the redirect block's are the kit's. */
export const searchPageBannersZh = {
    resources: {
        'search-page-banners': {
            name: '搜索页横幅',
            fields: {
                ...commonFieldsZh,
                ...redirect.fields,
                title: '标题',
                subtitle: '副标题',
                platform: '平台',
                imagePc: '图片（PC）',
                imageMobile: '图片（移动端）',
                sort: '排序',
            },
            choices: { ...redirect.choices, platform: { pc: 'PC', mobile: '移动网页', app: '应用', mini_program: '小程序' }, status: onlineChoicesZh },
        },
    },
};

export { activityCommonZh };
