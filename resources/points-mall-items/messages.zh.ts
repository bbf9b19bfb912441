import { activityCommonZh, commonFieldsZh, onlineChoicesZh } from '../activity-common/texts';
import { appCommonZh } from '../app-common/texts';

/** Points mall item texts (resources.points-mall-items), in Chinese. */
export const pointsMallItemsZh = {
    resources: {
        'points-mall-items': {
            name: '积分商城商品',
            fields: {
                ...commonFieldsZh,
                itemName: '商品',
                itemType: '类型',
                couponTemplateId: '优惠券模板',
                image: '图片',
                pointsCost: '所需积分',
                stock: '库存',
                limitPerUser: '每人限兑',
                sort: '排序',
            },
            choices: { itemType: { coupon: '优惠券', prize: '奖品' }, status: onlineChoicesZh },
            validation: {
                template_needed: '优惠券商品需要选择所发放的优惠券模板',
                limit_over_stock: '每人限兑不能超过库存（%{stock}）',
                whole: '请输入整数',
            },
        },
    },
};

export { activityCommonZh, appCommonZh };
