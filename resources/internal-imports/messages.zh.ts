import { ORDER_CHOICES_ZH } from '../order-common/choiceTexts';
import type { internalImportsEn } from './messages.en';

/** internal-imports texts (resources.internal-imports), in Chinese. */
export const internalImportsZh: typeof internalImportsEn = {
    resources: {
        'internal-imports': {
            name: '内部数据导入',
            fields: {
                batchNo: '批次号',
                payChannel: '支付渠道',
                periodFrom: '开始日期',
                periodTo: '结束日期',
                paymentCount: '支付笔数',
                paymentAmount: '支付金额',
                refundCount: '退款笔数',
                refundAmount: '退款金额',
                netAmount: '净额',
                operator: '导入人',
                importTime: '导入时间',
            },
            choices: { payChannel: ORDER_CHOICES_ZH.payChannel },
            validation: {
                period_order: '结束日期不能早于开始日期',
                period_too_long: '一次导入最多覆盖 %{max} 天',
                period_ahead: '结束日期不能晚于今天：当天的支付仍在入账',
                overlap: '该渠道 %{from} 至 %{to} 的数据已导入（批次 %{batchNo}）',
                nothing_to_load: '该渠道在此期间没有支付或退款：无数据可导入',
            },
        },
    },
};
