import { moderationFieldsEn, moderationStatusEn } from '../moderation-common/texts';

/** Review texts (resources.reviews), in English. */
export const reviewsEn = {
    resources: {
        reviews: {
            name: 'Review |||| Reviews',
            fields: {
                reviewNo: 'Review no.',
                spuId: 'SPU',
                skuId: 'SKU',
                orderNo: 'Order no.',
                nickname: 'Buyer',
                rating: 'Rating',
                content: 'Review',
                images: 'Pictures',
                labelIds: 'Labels',
                top: 'Pinned to top',
                createTime: 'Written',
                ...moderationFieldsEn,
            },
            choices: { status: moderationStatusEn },
            page: {
                replies: 'Replies',
                no_replies: 'No replies yet',
                reply: 'Official reply',
                send_reply: 'Post reply',
                replied: 'Reply posted',
            },
        },
    },
};
