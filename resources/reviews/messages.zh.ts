import { moderationFieldsZh, moderationStatusZh } from '../moderation-common/texts';

/** 评价文案（resources.reviews），中文。 */
export const reviewsZh = {
    resources: {
        reviews: {
            name: '评价',
            fields: {
                reviewNo: '评价编号',
                spuId: 'SPU',
                skuId: 'SKU',
                orderNo: '订单号',
                nickname: '买家',
                rating: '评分',
                content: '评价内容',
                images: '图片',
                labelIds: '标签',
                top: '置顶',
                createTime: '评价时间',
                ...moderationFieldsZh,
            },
            choices: { status: moderationStatusZh },
            page: {
                replies: '回复',
                no_replies: '暂无回复',
                reply: '官方回复',
                send_reply: '发布回复',
                replied: '回复已发布',
            },
        },
    },
};
