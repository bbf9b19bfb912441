/** Product check texts (resources.product-checks), in Chinese. */
export const productChecksZh = {
    resources: {
        'product-checks': {
            name: '商品检查',
            fields: {
                skuId: 'SKU',
                spuId: 'SPU',
                categoryId: '类目',
                checkItem: '检查项',
                result: '结果',
                finding: '检查结论',
                checkTime: '检查时间',
            },
            choices: {
                checkItem: { price: '价格', image: '图片', spec: '参数', stock: '库存', link: '购买链接' },
                result: { pass: '通过', fail: '未通过' },
                finding: {
                    ok: '未发现问题',
                    no_price: '没有官网价格',
                    price_offline: '官网价格已下线',
                    price_above_mrp: '售价高于建议零售价',
                    no_image: 'SKU 及其 SPU 都没有图片',
                    no_spec: 'SPU 没有关键参数',
                    out_of_stock: '没有分配给官网的库存',
                    no_product_page: 'SPU 没有产品页',
                    page_not_online: '产品页未上线',
                    no_buy_link: '产品页没有购买链接',
                },
            },
            summary: {
                chart: '各检查项通过与未通过数量',
            },
            run: {
                button: '运行检查',
                done: '已检查 %{count} 项：%{failed} 项未通过',
            },
        },
    },
};
