import { kitZh } from '../kit/messages.zh';

const fields = {
    activityName: '活动名称',
    id: 'ID',
    startTime: '开始时间',
    endTime: '结束时间',
    status: '状态',
    spuIds: 'SPU',
    spuCount: 'SPU 数量',
    skuIds: 'SKU',
    skuCount: 'SKU 数量',
    sellingPrice: '售价',
    discounts: '优惠',
    lowestPrice: '最低价',
    emiPlanInterest: '分期利率',
    creator: '创建人',
    lastEditor: '最后编辑人',
    updateTime: '更新时间',
};

/** 规格第 5 节：'{name} needs to be a positive number'，带字段名。 */
const positive = (name: string) => `${name}必须为正数`;

/** Risk-order monitoring texts (resources.risk-order-activities), in Chinese. */
export const riskOrderActivitiesZh = {
    resources: {
        'risk-order-activities': {
            name: '风险订单监控活动',
            fields,
            choices: { status: kitZh.resources.kit.activity.status },
            batch: {
                button: '批量添加 SKU',
                title: '批量添加 SKU',
                codes: 'SKU 编号',
                codes_help: '每行一个，或用逗号、空格分隔',
                add: '添加',
                added: '已添加 %{smart_count} 个 SKU',
                already_added: '抱歉，该 SKU 已添加：%{skus}',
                unknown: '没有这些编号的 SKU：%{skus}',
            },
            validation: {
                positive: {
                    sellingPrice: positive(fields.sellingPrice),
                    discounts: positive(fields.discounts),
                    lowestPrice: positive(fields.lowestPrice),
                    emiPlanInterest: positive(fields.emiPlanInterest),
                },
                interest_decimals: '分期利率最多保留 2 位小数',
                interest_max: '分期利率不能高于 100',
                sku_added: '抱歉，该 SKU 已添加',
                sku_overlap: '同一 SKU 在同一时间只能存在一个活动',
            },
        },
    },
};
