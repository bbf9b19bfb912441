/** Subsidy reconciliation texts (resources.subsidy-reconciliations), in Chinese. */
export const subsidyReconciliationsZh = {
    resources: {
        'subsidy-reconciliations': {
            name: '补贴对账',
            fields: {
                provinceId: '省份',
                period: '月份',
                orderCount: '订单数',
                orderAmount: '订单金额',
                subsidyClaimed: '申报补贴',
                subsidyReceived: '到账补贴',
                diffAmount: '差额',
                status: '状态',
            },
            chart: { title: '各省申报与到账' },
            choices: { status: { matched: '已平账', diff: '有差额' } },
        },
    },
};
