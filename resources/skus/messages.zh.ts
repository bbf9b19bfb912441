/** SKU texts (resources.skus), in Chinese. */
export const skusZh = {
    resources: {
        skus: {
            name: 'SKU',
            fields: {
                skuId: 'SKU 编号',
                spuId: 'SPU',
                colour: '颜色',
                memory: '内存（运行+存储）',
                skuName: 'SKU 名称',
                gtinCode: 'GTIN 码',
                materialId: '物料编码',
                mrp: '最高零售价（MRP）',
                sellingPrice: '售价',
                imeiManaged: 'IMEI 管理',
                gift: '赠品',
                status: '状态',
                images: '图片',
                weight: '重量（克）',
                dimensions: '尺寸',
                hsnCode: 'HSN 编码',
                gstRate: 'GST 税率',
                maxQtyPerOrder: '每单限购数量',
                warehouses: '仓库',
            },
            choices: { status: { on_shelf: '上架', off_shelf: '下架' } },
            tabs: { main: '基本信息', logistics: '物流与税务' },
            validation: { selling_price_above_mrp: '售价不能高于最高零售价（MRP）' },
        },
    },
};
