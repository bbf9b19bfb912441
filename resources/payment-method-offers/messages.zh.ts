import { activityStatusChoicesZh, commonFieldsZh, payMethodChoicesZh } from '../activity-common/texts';

/** Payment-method discount texts (resources.payment-method-offers), in Chinese. */
export const paymentMethodOffersZh = {
    resources: {
        'payment-method-offers': {
            name: '支付方式优惠',
            fields: {
                ...commonFieldsZh,
                payChannel: '支付渠道',
                payMethod: '支付方式',
                discountType: '优惠类型',
                discountPercent: '折扣比例',
                minOrderAmount: '最低订单金额',
                discountAmount: '立减金额',
                maxDiscount: '单笔最高优惠',
                skuScope: '适用 SKU',
            },
            choices: { payMethod: payMethodChoicesZh, discountType: { flat: '固定金额', percent: '百分比' }, status: activityStatusChoicesZh },
            validation: {
                percent_required: '百分比优惠需填写比例',
                amount_required: '固定金额优惠需填写金额',
                amount_over_minimum: '固定立减金额须低于最低订单金额',
            },
        },
    },
};
