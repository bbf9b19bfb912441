/** Website price texts (resources.web-prices), in English. */
export const webPricesEn = {
    resources: {
        'web-prices': {
            name: 'Website price |||| Website prices',
            fields: {
                skuId: 'SKU',
                spuId: 'SPU',
                mrp: 'MRP',
                sellingPrice: 'Selling price',
                promoPrice: 'Promotion price',
                promoStart: 'Promotion start',
                promoEnd: 'Promotion end',
                priceTag: 'Price tag',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: { status: { online: 'Online', offline: 'Offline' } },
            validation: {
                selling_above_mrp: 'The selling price may not be above the MRP',
                promo_not_below_selling: 'The promotion price must be below the selling price',
                promo_period: 'A promotion price needs its start and end',
                end_after_start: 'The promotion ends after it starts',
            },
        },
    },
};
