/** Points account texts (resources.points-accounts), in Chinese. */
export const pointsAccountsZh = {
    resources: {
        'points-accounts': {
            name: '积分账户',
            fields: {
                userId: '用户 ID',
                mobile: '手机号',
                membershipLevel: '会员等级',
                availablePoints: '积分余额',
                totalEarned: '累计获得',
                totalUsed: '累计使用',
                changes: '变动次数',
                lastChangeTime: '最近变动',
            },
            choices: {
                membershipLevel: { member: '普通会员', silver: '白银', gold: '黄金', platinum: '铂金' },
            },
            flow: '流水',
        },
    },
};
