/** SKU texts (resources.skus), in English. */
export const skusEn = {
    resources: {
        skus: {
            name: 'SKU |||| SKUs',
            fields: {
                skuId: 'SKU ID',
                spuId: 'SPU',
                colour: 'Colour',
                memory: 'Memory (RAM+ROM)',
                skuName: 'SKU name',
                gtinCode: 'GTIN code',
                materialId: 'Material code',
                mrp: 'MRP',
                sellingPrice: 'Selling price',
                imeiManaged: 'IMEI managed',
                gift: 'Gift',
                status: 'Status',
                images: 'Images',
                weight: 'Weight (g)',
                dimensions: 'Dimensions',
                hsnCode: 'HSN code',
                gstRate: 'GST rate',
                maxQtyPerOrder: 'Max quantity per order',
                warehouses: 'Warehouses',
            },
            choices: { status: { on_shelf: 'On shelf', off_shelf: 'Off shelf' } },
            tabs: { main: 'Basics', logistics: 'Logistics and tax' },
            validation: { selling_price_above_mrp: 'The selling price may not exceed the MRP' },
        },
    },
};
