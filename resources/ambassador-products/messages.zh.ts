/** Programme product texts (resources.ambassador-products), in Chinese. */
export const ambassadorProductsZh = {
    resources: {
        'ambassador-products': {
            name: '推广商品',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                commissionRate: '佣金比例',
                startTime: '开始时间',
                endTime: '结束时间',
                clicks: '链接点击',
                orders: '推荐订单',
                gmv: 'GMV',
                status: '状态',
            },
            choices: { status: { enabled: '已启用', disabled: '已停用' } },
            validation: {
                counted: '点击、订单与 GMV 由系统统计',
                end_after_start: '结束时间须晚于开始时间',
                sku_of_spu: '请选择该 SPU 下的 SKU',
            },
        },
    },
};
