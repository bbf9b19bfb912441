/** cancel-reasons texts (resources.cancel-reasons), in Chinese. */
export const cancelReasonsZh = {
    resources: {
        'cancel-reasons': {
            name: '取消原因',
            fields: {
                reasonCode: '原因编码',
                reasonTextEn: '原因（英文）',
                reasonTextZh: '原因（中文）',
                reasonTextLocal: '原因（当地语言）',
                scope: '提出方',
                sort: '排序',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                scope: {
                    user: '顾客',
                    customer_service: '客服',
                    system: '系统',
                },
                status: {
                    enabled: '启用',
                    disabled: '停用',
                },
            },
        },
    },
};
