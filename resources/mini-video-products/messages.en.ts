import { activityCommonEn, commonFieldsEn, onlineChoicesEn } from '../activity-common/texts';
import { appCommonEn } from '../app-common/texts';

/** Product video texts (resources.mini-video-products), in English. */
export const miniVideoProductsEn = {
    resources: {
        'mini-video-products': {
            name: 'Product video |||| Product videos',
            fields: { ...commonFieldsEn, sort: 'Order', title: 'Title', cover: 'Cover', videoUrl: 'Video link', spuId: 'SPU', skuId: 'SKU' },
            choices: { status: onlineChoicesEn },
            validation: { sku_of_spu: 'Choose a SKU of the video’s SPU' },
        },
    },
};

export { activityCommonEn, appCommonEn };
