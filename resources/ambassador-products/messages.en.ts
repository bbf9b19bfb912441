/** Programme product texts (resources.ambassador-products), in English. */
export const ambassadorProductsEn = {
    resources: {
        'ambassador-products': {
            name: 'Programme product |||| Programme products',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                commissionRate: 'Commission rate',
                startTime: 'Start',
                endTime: 'End',
                clicks: 'Link clicks',
                orders: 'Referred orders',
                gmv: 'GMV',
                status: 'Status',
            },
            choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            validation: {
                counted: 'Clicks, orders and GMV are counted by the server',
                end_after_start: 'The end must be after the start',
                sku_of_spu: "Choose a SKU of the product's SPU",
            },
        },
    },
};
