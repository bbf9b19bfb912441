import { moderationFieldsZh, moderationStatusZh } from '../moderation-common/texts';

/** 虚拟评价文案（resources.virtual-reviews），中文。 */
export const virtualReviewsZh = {
    resources: {
        'virtual-reviews': {
            name: '虚拟评价',
            fields: {
                spuId: 'SPU',
                skuId: 'SKU',
                nickname: '展示昵称',
                avatar: '头像',
                rating: '评分',
                content: '评价内容',
                images: '图片',
                labelIds: '标签',
                top: '置顶',
                displayTime: '展示时间',
                ...moderationFieldsZh,
            },
            choices: { status: moderationStatusZh },
            validation: {
                future: '展示时间不能晚于当前时间',
                sku_of_spu: '请选择所选 SPU 下的 SKU',
            },
        },
    },
};
