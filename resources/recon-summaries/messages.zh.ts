import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** recon-summaries texts (resources.recon-summaries), in Chinese. */
export const reconSummariesZh = {
    resources: {
        'recon-summaries': {
            name: '对账汇总',
            fields: {
                period: '日期',
                payChannel: '支付渠道',
                txnType: '交易类型',
                internalCount: 'OMS 笔数',
                internalAmount: 'OMS 金额',
                externalCount: '账单笔数',
                externalAmount: '账单金额',
                matchedCount: '已匹配笔数',
                matchedAmount: '已匹配金额',
                unmatchedCount: '未匹配笔数',
                diffAmount: '差额',
                matchRate: '匹配率',
            },
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                txnType: { payment: '支付', refund: '退款' },
            },
        },
    },
};
