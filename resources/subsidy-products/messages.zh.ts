/** Subsidy product texts (resources.subsidy-products), in Chinese. */
export const subsidyProductsZh = {
    resources: {
        'subsidy-products': {
            name: '补贴商品',
            fields: {
                skuCode: 'SKU',
                skuName: 'SKU 名称',
                spuName: 'SPU',
                subsidyCategory: '品类',
                sellingPrice: '售价',
                provinces: '适用省份',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                subsidyCategory: { phone: '手机', tablet: '平板', smartwatch: '智能手表', band: '智能手环' },
                status: { enabled: '启用', disabled: '停用' },
            },
            actions: { enable: '启用', disable: '停用' },
            validation: {
                fen: '最多两位小数（精确到分）',
                unknown_sku: 'cn 站点商品目录中没有该 SKU',
                category_not_covered: '所选省份中有省份不补贴该品类',
                above_ceiling: '售价高于所选某省份的价格上限',
            },
        },
    },
};
