import { activityCommonZh, commonFieldsZh, onlineChoicesZh } from '../activity-common/texts';
import { appCommonZh } from '../app-common/texts';

/** Product video texts (resources.mini-video-products), in Chinese. */
export const miniVideoProductsZh = {
    resources: {
        'mini-video-products': {
            name: '商品短视频',
            fields: { ...commonFieldsZh, sort: '顺序', title: '标题', cover: '封面', videoUrl: '视频链接', spuId: 'SPU', skuId: 'SKU' },
            choices: { status: onlineChoicesZh },
            validation: { sku_of_spu: '请选择该视频 SPU 下的 SKU' },
        },
    },
};

export { activityCommonZh, appCommonZh };
