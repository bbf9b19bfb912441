import { activityStatusChoicesZh, commonFieldsZh } from '../activity-common/texts';

/** Community activity texts (resources.community-activities), in Chinese. */
export const communityActivitiesZh = {
    resources: {
        'community-activities': {
            name: '社区活动',
            fields: {
                ...commonFieldsZh,
                communityPostUrl: '社区帖子',
                rewardType: '奖励类型',
                reward: '奖励',
                participants: '参与人数',
                winners: '获奖人数',
            },
            choices: { rewardType: { coupon: '优惠券', points: '积分', prize: '奖品' }, status: activityStatusChoicesZh },
            validation: { winners_over_participants: '获奖人数不能多于参与人数' },
        },
    },
};
