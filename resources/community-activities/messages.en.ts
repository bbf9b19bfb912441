import { activityStatusChoicesEn, commonFieldsEn } from '../activity-common/texts';

/** Community activity texts (resources.community-activities), in English. */
export const communityActivitiesEn = {
    resources: {
        'community-activities': {
            name: 'Community activity |||| Community activities',
            fields: {
                ...commonFieldsEn,
                communityPostUrl: 'Community post',
                rewardType: 'Reward type',
                reward: 'Reward',
                participants: 'Participants',
                winners: 'Winners',
            },
            choices: { rewardType: { coupon: 'Coupon', points: 'Points', prize: 'Prize' }, status: activityStatusChoicesEn },
            validation: { winners_over_participants: 'There cannot be more winners than participants' },
        },
    },
};
