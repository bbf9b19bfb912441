/** Product check texts (resources.product-checks), in English. */
export const productChecksEn = {
    resources: {
        'product-checks': {
            name: 'Product check |||| Product checks',
            fields: {
                skuId: 'SKU',
                spuId: 'SPU',
                categoryId: 'Category',
                checkItem: 'Check',
                result: 'Result',
                finding: 'Finding',
                checkTime: 'Check time',
            },
            choices: {
                checkItem: { price: 'Price', image: 'Pictures', spec: 'Specs', stock: 'Stock', link: 'Buy link' },
                result: { pass: 'Pass', fail: 'Fail' },
                finding: {
                    ok: 'No problem found',
                    no_price: 'No website price',
                    price_offline: 'Website price offline',
                    price_above_mrp: 'Selling price above the MRP',
                    no_image: 'No picture of the SKU or its SPU',
                    no_spec: 'No key specs for the SPU',
                    out_of_stock: 'No stock set aside for the website',
                    no_product_page: 'No product page for the SPU',
                    page_not_online: 'The product page is not online',
                    no_buy_link: 'The product page has no buy link',
                },
            },
            summary: {
                chart: 'Passed and failed per check',
            },
            run: {
                button: 'Run check',
                done: 'Checked %{count} checks: %{failed} failed',
            },
        },
    },
};
