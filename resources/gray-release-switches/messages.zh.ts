/** gray-release-switches texts (resources.gray-release-switches), in Chinese. */
export const grayReleaseSwitchesZh = {
    resources: {
        'gray-release-switches': {
            name: '灰度开关',
            fields: {
                featureKey: '功能标识',
                enabled: '开启',
                platform: '平台',
                percentage: '灰度比例',
                whitelistUserIds: '白名单用户 ID',
                startTime: '开始时间',
                endTime: '结束时间',
                remark: '备注',
                updateTime: '更新时间',
            },
            choices: { platform: { all: '全部', web: '网页', app: 'App' } },
            validation: {
                key_format: '以字母开头，仅含字母、数字、点、短横线或下划线',
                user_ids: '用户 ID 为数字，以逗号分隔',
                end_before_start: '结束时间须晚于开始时间',
            },
        },
    },
};
