/** sku-allocations texts (resources.sku-allocations), in English. */
export const skuAllocationsEn = {
    resources: {
        'sku-allocations': {
            name: 'SKU allocation |||| SKU allocations',
            fields: {
                skuId: 'SKU',
                channel: 'Channel',
                activityType: 'Activity',
                allocatedQty: 'Allocated',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                channel: { all: 'All channels', web: 'Website', app: 'App', mini_program: 'Mini program' },
                activityType: { none: 'No activity', seckill: 'Flash sale', pre_order: 'Pre-order', r_pass: 'R-Pass' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                duplicate: 'This SKU already has an allocation for this channel and activity',
                over_sellable: 'The SKU’s allocations would exceed its available stock over all warehouses',
            },
        },
    },
};
