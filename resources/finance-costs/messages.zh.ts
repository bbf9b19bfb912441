/** finance-costs texts (resources.finance-costs), in Chinese. */
export const financeCostsZh = {
    resources: {
        'finance-costs': {
            name: '财务数据',
            fields: {
                month: '月份',
                dataType: '数据类型',
                skuId: 'SKU',
                amount: '单位金额',
                remark: '备注',
                creator: '导入人',
                createTime: '导入时间',
            },
            choices: {
                dataType: { unit_cost: '单位成本', freight: '单位运费', duty: '单位关税' },
            },
            validation: {
                first_of_month: '月份请填写该月第一天（如 2026-10-01）',
                duplicate: '该 SKU 在该月已有此类型的数据',
            },
        },
    },
};
