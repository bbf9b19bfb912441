import { enabledChoicesEn } from '../activity-common/texts';

/** Membership level texts (resources.membership-levels), in English. */
export const membershipLevelsEn = {
    resources: {
        'membership-levels': {
            name: 'Membership level |||| Membership levels',
            fields: {
                level: 'Level',
                levelName: 'Level name',
                growthThreshold: 'Growth needed',
                icon: 'Icon',
                freeShipping: 'Free delivery',
                monthlyCouponTemplateId: 'Monthly coupon',
                monthlyCoupons: 'Coupons a month',
                pointsMultiplier: 'Points multiplier',
                birthdayGift: 'Birthday gift',
                benefitsNote: 'Other benefits',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: { status: enabledChoicesEn },
            validation: {
                first_level_zero: 'Level 1 is where every member starts: its growth needed is 0',
                whole: 'Enter a whole number',
                tenths: 'Use steps of 0.1 (1.5, not 1.55)',
                above_lower: 'Must be above %{level} (%{threshold}): the growth needed rises with the level',
                below_higher: 'Must be below %{level} (%{threshold}): the growth needed rises with the level',
            },
        },
    },
};
