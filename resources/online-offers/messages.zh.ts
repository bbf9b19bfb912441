import { activityCommonZh, commonFieldsZh, onlineChoicesZh } from '../activity-common/texts';

/** Online offer texts (resources.online-offers), in Chinese. */
export const onlineOffersZh = {
    resources: {
        'online-offers': {
            name: '线上优惠',
            fields: { ...commonFieldsZh, title: '标题', description: '描述', offerType: '优惠类型', skuScope: '适用 SKU', sort: '排序', termsLink: '条款链接' },
            choices: {
                offerType: { bank_offer: '银行优惠', exchange: '以旧换新', coupon: '优惠券', emi: '分期', other: '其他' },
                status: onlineChoicesZh,
            },
            validation: { terms_link: '请输入以 https:// 开头的网址' },
        },
    },
};

export { activityCommonZh };
