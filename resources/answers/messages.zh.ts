import { moderationFieldsZh, moderationStatusZh } from '../moderation-common/texts';

/** 回答文案（resources.answers），中文。 */
export const answersZh = {
    resources: {
        answers: {
            name: '回答',
            fields: {
                answerNo: '回答编号',
                questionId: '问题',
                content: '回答内容',
                answererType: '来源',
                creator: '回答人',
                likes: '有用数',
                createTime: '回答时间',
                ...moderationFieldsZh,
            },
            choices: {
                answererType: { official: '官方', buyer: '已购买家', user: '其他用户' },
                status: moderationStatusZh,
            },
        },
    },
};
