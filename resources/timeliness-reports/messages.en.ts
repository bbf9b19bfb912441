/** timeliness-reports texts (resources.timeliness-reports), in English. */
export const timelinessReportsEn = {
    resources: {
        'timeliness-reports': {
            name: 'Timeliness line |||| Logistics timeliness',
            fields: {
                month: 'Month',
                warehouseId: 'Warehouse',
                courier: 'Courier',
                state: 'Delivery state',
                orderCount: 'Orders',
                avgPackHours: 'Avg. hours to pack',
                avgShipHours: 'Avg. hours to ship',
                avgDeliveryDays: 'Avg. days to deliver',
                slaBreachCount: 'SLA breaches',
                onTimeRate: 'On time',
            },
        },
    },
};
