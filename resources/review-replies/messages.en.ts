import { moderationFieldsEn, moderationStatusEn } from '../moderation-common/texts';

/** Review reply texts (resources.review-replies), in English. */
export const reviewRepliesEn = {
    resources: {
        'review-replies': {
            name: 'Reply |||| Replies',
            fields: {
                replyNo: 'Reply no.',
                reviewId: 'Review',
                content: 'Reply',
                replierType: 'From',
                creator: 'Written by',
                createTime: 'Written',
                ...moderationFieldsEn,
            },
            choices: {
                replierType: { official: 'Official', user: 'Buyer' },
                status: moderationStatusEn,
            },
        },
    },
};
