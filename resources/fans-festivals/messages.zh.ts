import { activityStatusChoicesZh, commonFieldsZh } from '../activity-common/texts';

/** Fans festival texts (resources.fans-festivals), in Chinese. */
export const fansFestivalsZh = {
    resources: {
        'fans-festivals': {
            name: '米粉节',
            fields: { ...commonFieldsZh, theme: '主题', sessions: '场次', skuIds: '活动 SKU', couponTemplateCodes: '优惠券模板编码', banner: '横幅' },
            choices: { status: activityStatusChoicesZh },
        },
    },
};
