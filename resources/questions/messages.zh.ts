import { moderationFieldsZh, moderationStatusZh } from '../moderation-common/texts';

/** 商品问题文案（resources.questions），中文。 */
export const questionsZh = {
    resources: {
        questions: {
            name: '问题',
            fields: {
                questionNo: '问题编号',
                spuId: 'SPU',
                nickname: '提问人',
                content: '问题',
                labelIds: '标签',
                top: '置顶',
                createTime: '提问时间',
                ...moderationFieldsZh,
            },
            choices: { status: moderationStatusZh },
            page: {
                answers: '回答',
                no_answers: '暂无回答',
                answer: '官方回答',
                send_answer: '发布回答',
                answered: '回答已发布',
                answerer: { official: '官方', buyer: '已购买家', user: '其他用户' },
            },
        },
    },
};
