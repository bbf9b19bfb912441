import { activityStatusChoicesEn, commonFieldsEn } from '../activity-common/texts';

/** Review lottery texts (resources.comment-lotteries), in English. */
export const commentLotteriesEn = {
    resources: {
        'comment-lotteries': {
            name: 'Review lottery |||| Review lotteries',
            fields: {
                ...commonFieldsEn,
                prizes: 'Prizes',
                minRating: 'Minimum rating',
                requireImages: 'Pictures required',
                winnersCount: 'Winners',
                drawRule: 'Draw rule',
            },
            choices: { status: activityStatusChoicesEn },
        },
    },
};
