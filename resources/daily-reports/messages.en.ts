/** daily-reports texts (resources.daily-reports), in English. */
export const dailyReportsEn = {
    resources: {
        'daily-reports': {
            name: 'Daily report |||| Daily reports',
            chart: { title: 'GMV per day' },
            fields: {
                date: 'Date',
                uv: 'UV',
                orders: 'Orders',
                paidOrders: 'Paid orders',
                gmv: 'GMV',
                aov: 'Average order value',
                conversionRate: 'Conversion rate',
                note: 'Note',
                lastOperator: 'Note by',
                updateTime: 'Note time',
            },
            validation: {
                no_such_day: 'A day’s figures come from its orders: only the note of a day of the report can be written',
                computed: 'Computed from the orders: only the note can be changed',
            },
        },
    },
};
