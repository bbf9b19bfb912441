/** Subsidy reconciliation texts (resources.subsidy-reconciliations), in English. */
export const subsidyReconciliationsEn = {
    resources: {
        'subsidy-reconciliations': {
            name: 'Subsidy reconciliation |||| Subsidy reconciliation',
            fields: {
                provinceId: 'Province',
                period: 'Month',
                orderCount: 'Orders',
                orderAmount: 'Order amount',
                subsidyClaimed: 'Subsidy claimed',
                subsidyReceived: 'Subsidy received',
                diffAmount: 'Difference',
                status: 'Status',
            },
            chart: { title: 'Claimed and received by province' },
            choices: { status: { matched: 'Matched', diff: 'Difference' } },
        },
    },
};
