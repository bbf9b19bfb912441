import { bankOffersZh } from '../bank-offers/messages.zh';

/** bank-offer-bindings texts (resources.bank-offer-bindings), in Chinese. */
export const bankOfferBindingsZh = {
    resources: {
        'bank-offer-bindings': {
            name: '银行优惠批量导入',
            fields: {
                offer: '优惠（ID 或名称）',
                skuCodes: 'SKU 编码',
                offerId: '银行优惠',
                bank: '银行',
                skuIds: '绑定的 SKU',
                addedCount: '新增 SKU 数',
                batchNo: '批次号',
                creator: '导入人',
                createTime: '导入时间',
            },
            choices: { bank: bankOffersZh.resources['bank-offers'].choices.bank },
            validation: {
                too_many: '每行最多 %{max} 个 SKU 编码',
                offer_unknown: '本站点没有此 ID 或名称的银行优惠',
                offer_ambiguous: '多个银行优惠同名：请填写优惠 ID',
                sku_unknown: '未知的 SKU 编码：%{codes}',
            },
        },
    },
};
