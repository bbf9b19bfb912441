/** gray-release-switches texts (resources.gray-release-switches), in English. */
export const grayReleaseSwitchesEn = {
    resources: {
        'gray-release-switches': {
            name: 'Grey release switch |||| Grey release switches',
            fields: {
                featureKey: 'Feature key',
                enabled: 'On',
                platform: 'Platform',
                percentage: 'Share of users',
                whitelistUserIds: 'Always on for user IDs',
                startTime: 'Starts',
                endTime: 'Ends',
                remark: 'Remark',
                updateTime: 'Updated',
            },
            choices: { platform: { all: 'All', web: 'Web', app: 'App' } },
            validation: {
                key_format: 'A letter, then letters, digits, dots, dashes or underscores',
                user_ids: 'User IDs as digits, separated by commas',
                end_before_start: 'The switch must end after it starts',
            },
        },
    },
};
