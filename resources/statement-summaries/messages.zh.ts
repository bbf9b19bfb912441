import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** statement-summaries texts (resources.statement-summaries), in Chinese. */
export const statementSummariesZh = {
    resources: {
        'statement-summaries': {
            name: '外部账单汇总',
            fields: {
                statementDate: '账单日期',
                payChannel: '支付渠道',
                merchantId: '商户号',
                txnCount: '笔数',
                grossAmount: '支付金额',
                refundAmount: '退款金额',
                feeAmount: '手续费 (MDR)',
                taxOnFee: '手续费税额',
                netAmount: '结算净额',
                importBatch: '导入批次',
            },
            choices: { payChannel: ORDER_CHOICES_ZH.payChannel },
        },
    },
};
