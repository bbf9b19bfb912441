import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** recon-ageing texts (resources.recon-ageing), in Chinese. */
export const reconAgeingZh = {
    resources: {
        'recon-ageing': {
            name: '账龄预警',
            fields: {
                payChannel: '支付渠道',
                txnType: '交易类型',
                ageBucket: '账龄',
                itemCount: '未结笔数',
                amount: '涉及金额',
                oldestTxnDate: '最早交易日',
                warningLevel: '预警级别',
            },
            view_items: '查看明细',
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                txnType: { payment: '支付', refund: '退款' },
                ageBucket: { d0_7: '0–7 天', d8_15: '8–15 天', d16_30: '16–30 天', over_30: '30 天以上' },
                warningLevel: { normal: '正常', warning: '预警', critical: '严重' },
            },
        },
    },
};
