/** Subsidy product texts (resources.subsidy-products), in English. */
export const subsidyProductsEn = {
    resources: {
        'subsidy-products': {
            name: 'Eligible product |||| Eligible products',
            fields: {
                skuCode: 'SKU',
                skuName: 'SKU name',
                spuName: 'SPU',
                subsidyCategory: 'Category',
                sellingPrice: 'Selling price',
                provinces: 'Provinces',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: {
                subsidyCategory: { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            actions: { enable: 'Enable', disable: 'Disable' },
            validation: {
                fen: 'At most two decimals (whole fen)',
                unknown_sku: 'No such SKU in the catalogue of site cn',
                category_not_covered: 'A province chosen does not subsidise this category',
                above_ceiling: 'The selling price is above the price ceiling of a province chosen',
            },
        },
    },
};
