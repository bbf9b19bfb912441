import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** pay-method-settings texts (resources.pay-method-settings), in Chinese. */
export const payMethodSettingsZh = {
    resources: {
        'pay-method-settings': {
            name: '支付方式',
            fields: {
                payMethod: '支付方式',
                payChannel: '支付渠道',
                platform: '平台',
                sort: '排序',
                minAmount: '最低金额',
                maxAmount: '最高金额',
                tagText: '标签',
                status: '状态',
            },
            choices: {
                payMethod: ORDER_CHOICES_ZH.payMethod,
                payChannel: ORDER_CHOICES_ZH.payChannel,
                platform: { all: '全部', web: '网页', app: 'App' },
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                max_below_min: '最高金额不能低于最低金额',
            },
        },
    },
};
