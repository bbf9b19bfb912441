/** Website price texts (resources.web-prices), in Chinese. */
export const webPricesZh = {
    resources: {
        'web-prices': {
            name: '官网价格',
            fields: {
                skuId: 'SKU',
                spuId: 'SPU',
                mrp: '建议零售价',
                sellingPrice: '售价',
                promoPrice: '促销价',
                promoStart: '促销开始',
                promoEnd: '促销结束',
                priceTag: '价格标签',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { online: '上线', offline: '下线' } },
            validation: {
                selling_above_mrp: '售价不能高于建议零售价',
                promo_not_below_selling: '促销价必须低于售价',
                promo_period: '促销价需要填写开始和结束时间',
                end_after_start: '促销结束时间须晚于开始时间',
            },
        },
    },
};
