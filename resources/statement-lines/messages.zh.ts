import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';

/** statement-lines texts (resources.statement-lines), in Chinese. */
export const statementLinesZh = {
    resources: {
        'statement-lines': {
            name: '对账单明细',
            fields: {
                gatewayTxnId: '渠道交易号',
                payChannel: '支付渠道',
                merchantId: '商户号',
                txnType: '交易类型',
                orderId: '订单号',
                refundNo: '退款单号',
                txnTime: '交易时间',
                statementDate: '账单日期',
                grossAmount: '交易金额',
                feeAmount: '手续费 (MDR)',
                taxOnFee: '手续费税额',
                netAmount: '结算净额',
                utrNo: 'UTR',
                importBatch: '导入批次',
            },
            choices: {
                payChannel: ORDER_CHOICES_ZH.payChannel,
                txnType: { payment: '支付', refund: '退款' },
            },
            validation: {
                refund_no_required: '退款明细须填写退款单号',
                two_decimals: '最多两位小数',
                fees_above_gross: '手续费及其税额不能超过交易金额',
                statement_before_txn: '账单日期不能早于交易时间',
            },
        },
    },
};
