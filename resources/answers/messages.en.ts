import { moderationFieldsEn, moderationStatusEn } from '../moderation-common/texts';

/** Answer texts (resources.answers), in English. */
export const answersEn = {
    resources: {
        answers: {
            name: 'Answer |||| Answers',
            fields: {
                answerNo: 'Answer no.',
                questionId: 'Question',
                content: 'Answer',
                answererType: 'From',
                creator: 'Written by',
                likes: 'Found useful',
                createTime: 'Written',
                ...moderationFieldsEn,
            },
            choices: {
                answererType: { official: 'Official', buyer: 'Buyer of the product', user: 'Other user' },
                status: moderationStatusEn,
            },
        },
    },
};
