import { activityStatusChoicesEn, commonFieldsEn } from '../activity-common/texts';

/** Fans festival texts (resources.fans-festivals), in English. */
export const fansFestivalsEn = {
    resources: {
        'fans-festivals': {
            name: 'Fans festival |||| Fans festivals',
            fields: { ...commonFieldsEn, theme: 'Theme', sessions: 'Sessions', skuIds: 'Festival SKUs', couponTemplateCodes: 'Coupon template codes', banner: 'Banner' },
            choices: { status: activityStatusChoicesEn },
        },
    },
};
