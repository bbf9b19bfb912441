import { kitZh } from '../kit/messages.zh';

/** Cardless EMI texts (resources.cardless-emi-activities), in Chinese. */
export const cardlessEmiActivitiesZh = {
    resources: {
        'cardless-emi-activities': {
            name: '无卡分期活动',
            fields: {
                name: '名称',
                startTime: '开始时间',
                endTime: '结束时间',
                status: '状态',
                skuIds: '商品（SKU 名称）',
                emiMonths: '分期期数',
                createTime: '创建时间',
                lastOperator: '最后操作人',
                updateTime: '更新时间',
            },
            choices: {
                status: kitZh.resources.kit.activity.status,
                emiMonths: { 3: '3 期', 6: '6 期', 9: '9 期', 12: '12 期', 18: '18 期', 24: '24 期' },
            },
        },
    },
};
