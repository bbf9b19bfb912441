import { activityCommonZh, commonFieldsZh, onlineChoicesZh } from '../activity-common/texts';

/** Recommended product texts (resources.recommendations), in Chinese. */
export const recommendationsZh = {
    resources: {
        recommendations: {
            name: '推荐商品',
            fields: { ...commonFieldsZh, title: '标题', position: '位置', spuId: 'SPU', skuId: '默认 SKU', sort: '排序' },
            choices: {
                position: { search_page: '搜索页', cart: '购物车', product_detail: '商品详情', order_success: '下单成功页' },
                status: onlineChoicesZh,
            },
        },
    },
};

export { activityCommonZh };
