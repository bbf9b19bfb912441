/** Points account texts (resources.points-accounts), in English. */
export const pointsAccountsEn = {
    resources: {
        'points-accounts': {
            name: 'Points account |||| Points accounts',
            fields: {
                userId: 'User ID',
                mobile: 'Mobile',
                membershipLevel: 'Membership level',
                availablePoints: 'Balance',
                totalEarned: 'Earned in all',
                totalUsed: 'Used in all',
                changes: 'Changes',
                lastChangeTime: 'Last change',
            },
            choices: {
                membershipLevel: { member: 'Member', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
            },
            flow: 'Ledger',
        },
    },
};
