/** finance-costs texts (resources.finance-costs), in English. */
export const financeCostsEn = {
    resources: {
        'finance-costs': {
            name: 'Finance figure |||| Finance figures',
            fields: {
                month: 'Month',
                dataType: 'Data type',
                skuId: 'SKU',
                amount: 'Amount per unit',
                remark: 'Remark',
                creator: 'Imported by',
                createTime: 'Imported at',
            },
            choices: {
                dataType: { unit_cost: 'Unit cost', freight: 'Freight per unit', duty: 'Duty per unit' },
            },
            validation: {
                first_of_month: 'Give the month as its first day (e.g. 2026-10-01)',
                duplicate: 'This SKU already has a figure of this type for the month',
            },
        },
    },
};
