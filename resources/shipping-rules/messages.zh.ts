import { activityCommonZh, commonFieldsZh, enabledChoicesZh } from '../activity-common/texts';

/** Shipping charge texts (resources.shipping-rules), in Chinese. */
export const shippingRulesZh = {
    resources: {
        'shipping-rules': {
            name: '运费规则',
            fields: {
                ...commonFieldsZh,
                ruleName: '规则名称',
                shippingFee: '运费',
                freeShippingThreshold: '包邮门槛',
                scope: '适用范围',
                states: '邦',
                pincodes: '邮编',
                excludedSkus: '排除的 SKU',
            },
            choices: { scope: { all: '全市场', states: '指定邦', pincodes: '指定邮编' }, status: enabledChoicesZh },
            validation: {
                states_required: '请至少选择一个邦',
                pincodes_required: '请至少输入一个邮编',
                pincode_wrong: '%{pincode} 不是有效邮编（六位数字，不以 0 开头）',
            },
        },
    },
};

export { activityCommonZh };
