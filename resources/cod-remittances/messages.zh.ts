import { codChoicesZh } from '../cod-lines/choiceTexts';

/** cod-remittances texts (resources.cod-remittances), in Chinese. */
export const codRemittancesZh = {
    resources: {
        'cod-remittances': {
            name: 'COD 回款',
            fields: {
                courier: '快递公司',
                remittanceDate: '回款日期',
                utrNo: 'UTR 号',
                orderCount: '订单数',
                codAmount: '代收金额',
                remittedAmount: '回款金额',
                deductionAmount: '扣款',
                orderAmount: '订单金额（订单）',
                diffAmount: '差额',
                matchedCount: '已匹配明细',
                status: '状态',
                createTime: '导入时间',
            },
            choices: { courier: codChoicesZh.courier, status: codChoicesZh.status },
            detail: { lines: '与已妥投 COD 订单匹配的明细' },
        },
    },
};
