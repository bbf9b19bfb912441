import { moderationFieldsZh, moderationStatusZh } from '../moderation-common/texts';

/** 评价回复文案（resources.review-replies），中文。 */
export const reviewRepliesZh = {
    resources: {
        'review-replies': {
            name: '评价回复',
            fields: {
                replyNo: '回复编号',
                reviewId: '评价',
                content: '回复内容',
                replierType: '来源',
                creator: '回复人',
                createTime: '回复时间',
                ...moderationFieldsZh,
            },
            choices: {
                replierType: { official: '官方', user: '买家' },
                status: moderationStatusZh,
            },
        },
    },
};
