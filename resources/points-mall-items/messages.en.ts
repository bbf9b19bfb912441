import { activityCommonEn, commonFieldsEn, onlineChoicesEn } from '../activity-common/texts';
import { appCommonEn } from '../app-common/texts';

/** Points mall item texts (resources.points-mall-items), in English. */
export const pointsMallItemsEn = {
    resources: {
        'points-mall-items': {
            name: 'Points mall item |||| Points mall items',
            fields: {
                ...commonFieldsEn,
                itemName: 'Item',
                itemType: 'Type',
                couponTemplateId: 'Coupon template',
                image: 'Picture',
                pointsCost: 'Points',
                stock: 'Stock',
                limitPerUser: 'Limit a user',
                sort: 'Sort',
            },
            choices: { itemType: { coupon: 'Coupon', prize: 'Prize' }, status: onlineChoicesEn },
            validation: {
                template_needed: 'A coupon item needs the coupon template it issues',
                limit_over_stock: 'A user cannot be allowed more than the stock (%{stock})',
                whole: 'Enter a whole number',
            },
        },
    },
};

export { activityCommonEn, appCommonEn };
