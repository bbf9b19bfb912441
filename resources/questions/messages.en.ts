import { moderationFieldsEn, moderationStatusEn } from '../moderation-common/texts';

/** Product question texts (resources.questions), in English. */
export const questionsEn = {
    resources: {
        questions: {
            name: 'Question |||| Questions',
            fields: {
                questionNo: 'Question no.',
                spuId: 'SPU',
                nickname: 'Asked by',
                content: 'Question',
                labelIds: 'Labels',
                top: 'Pinned to top',
                createTime: 'Asked',
                ...moderationFieldsEn,
            },
            choices: { status: moderationStatusEn },
            page: {
                answers: 'Answers',
                no_answers: 'No answers yet',
                answer: 'Official answer',
                send_answer: 'Post answer',
                answered: 'Answer posted',
                answerer: { official: 'Official', buyer: 'Buyer of the product', user: 'Other user' },
            },
        },
    },
};
