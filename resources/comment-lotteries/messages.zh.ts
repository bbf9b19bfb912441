import { activityStatusChoicesZh, commonFieldsZh } from '../activity-common/texts';

/** Review lottery texts (resources.comment-lotteries), in Chinese. */
export const commentLotteriesZh = {
    resources: {
        'comment-lotteries': {
            name: '评价抽奖',
            fields: {
                ...commonFieldsZh,
                prizes: '奖品',
                minRating: '最低评分',
                requireImages: '需带图',
                winnersCount: '中奖人数',
                drawRule: '开奖规则',
            },
            choices: { status: activityStatusChoicesZh },
        },
    },
};
