import { codChoicesZh } from './choiceTexts';

/** cod-lines texts (resources.cod-lines), in Chinese. */
export const codLinesZh = {
    resources: {
        'cod-lines': {
            name: 'COD 回款明细',
            fields: {
                courier: '快递公司',
                remittanceDate: '回款日期',
                utrNo: 'UTR 号',
                awbNo: '运单号',
                orderId: '订单号',
                deliveredDate: '妥投日期',
                codAmount: '代收金额',
                remittedAmount: '回款金额',
                orderAmount: '订单金额（订单）',
                diffAmount: '差额',
                matchStatus: '匹配状态',
                remittanceId: '回款',
                creator: '导入人',
                createTime: '导入时间',
            },
            choices: { courier: codChoicesZh.courier, matchStatus: codChoicesZh.matchStatus },
            validation: {
                utr_format: 'UTR 须为 NEFT（银行代码、N、11 位数字，如 HDFCN52026111612）或 RTGS（银行代码、R、17 位数字）',
                awb_format: '该快递公司的运单号为 %{courier} 加 10 位数字',
                order_format: '订单号为 OMS 加 9 位数字',
                two_decimals: '最多两位小数',
                cod_positive: '代收金额须大于 0',
                remitted_above_cod: '回款金额不能超过代收金额',
                delivered_after_remittance: '包裹妥投前不能回款',
                remittance_imported: '该快递公司此日期的回款已导入（UTR %{utr}）',
                utr_used: '该 UTR 已用于 %{courier} 在 %{date} 的回款',
                awb_remitted: '该运单号已于 %{date} 回款',
                order_remitted: '该订单已于 %{date} 回款',
                utr_differs: '同一回款的明细须使用同一 UTR（第 %{row} 行为 %{utr}）',
                utr_two_remittances: '该 UTR 在本文件中用于另一笔回款（第 %{row} 行）',
                twice_in_file: '与本文件第 %{row} 行重复',
            },
        },
    },
};
