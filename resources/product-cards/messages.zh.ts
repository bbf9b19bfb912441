/** Product card texts (resources.product-cards), in Chinese. */
export const productCardsZh = {
    resources: {
        'product-cards': {
            name: '商品卡片',
            fields: {
                sort: '顺序',
                cardTitle: '卡片标题',
                cardType: '卡片类型',
                categoryId: '类目',
                spuId: 'SPU',
                defaultSkuId: '默认 SKU',
                cardImage: '卡片图片',
                sellingPoints: '卖点',
                tag: '标签',
                colourSkuIds: '颜色选项',
                showBuyButton: '显示购买按钮',
                badge: '角标',
                priceText: '价格文案',
                linkUrl: '链接',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                cardType: { dynamic: '动态（实时读取价格和库存）', static: '静态（手工填写）' },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                dynamic_needs: '动态卡片需要选择 SPU 和默认 SKU',
                static_needs: '静态卡片需要图片、价格文案和链接',
                sku_of_spu: '请选择该卡片 SPU 下的 SKU',
            },
        },
    },
};
