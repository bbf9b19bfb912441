/** cancel-reasons texts (resources.cancel-reasons), in English. */
export const cancelReasonsEn = {
    resources: {
        'cancel-reasons': {
            name: 'Cancel reason |||| Cancel reasons',
            fields: {
                reasonCode: 'Reason code',
                reasonTextEn: 'Reason (English)',
                reasonTextZh: 'Reason (Chinese)',
                reasonTextLocal: 'Reason (local language)',
                scope: 'Given by',
                sort: 'Sort',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                scope: {
                    user: 'Customer',
                    customer_service: 'Customer service',
                    system: 'System',
                },
                status: {
                    enabled: 'Enabled',
                    disabled: 'Disabled',
                },
            },
        },
    },
};
