import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** provider-settings texts (resources.provider-settings), in Chinese. */
export const providerSettingsZh = {
    resources: {
        'provider-settings': {
            name: '渠道财务设置',
            fields: {
                provider: '支付渠道',
                merchantId: '商户号',
                feeRate: '手续费率 (MDR)',
                taxOnFeeRate: '手续费税率',
                settlementCycleDays: '结算周期（T+n 天）',
                bankAccount: '收款银行账户',
                glAccountCode: '总账科目',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                provider: ORDER_CHOICES_ZH.payChannel,
                status: { enabled: '启用', disabled: '停用' },
            },
        },
    },
};
