import { activityCommonEn, commonFieldsEn, onlineChoicesEn } from '../activity-common/texts';

/** Recommended product texts (resources.recommendations), in English. */
export const recommendationsEn = {
    resources: {
        recommendations: {
            name: 'Recommendation |||| Recommendations',
            fields: { ...commonFieldsEn, title: 'Title', position: 'Position', spuId: 'SPU', skuId: 'Default SKU', sort: 'Sort' },
            choices: {
                position: { search_page: 'Search page', cart: 'Cart', product_detail: 'Product detail', order_success: 'Order success' },
                status: onlineChoicesEn,
            },
        },
    },
};

export { activityCommonEn };
