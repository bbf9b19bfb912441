import { enabledChoicesZh } from '../activity-common/texts';

/** Membership level texts (resources.membership-levels), in Chinese. */
export const membershipLevelsZh = {
    resources: {
        'membership-levels': {
            name: '会员等级',
            fields: {
                level: '等级',
                levelName: '等级名称',
                growthThreshold: '所需成长值',
                icon: '图标',
                freeShipping: '免运费',
                monthlyCouponTemplateId: '每月优惠券',
                monthlyCoupons: '每月张数',
                pointsMultiplier: '积分倍数',
                birthdayGift: '生日礼',
                benefitsNote: '其他权益',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: enabledChoicesZh },
            validation: {
                first_level_zero: '等级 1 为所有会员的起点：所需成长值须为 0',
                whole: '请输入整数',
                tenths: '请以 0.1 为单位（如 1.5，而非 1.55）',
                above_lower: '须高于 %{level}（%{threshold}）：所需成长值随等级升高',
                below_higher: '须低于 %{level}（%{threshold}）：所需成长值随等级升高',
            },
        },
    },
};
