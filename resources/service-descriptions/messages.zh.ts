/** 说明文案管理文案（resources.service-descriptions），中文。 */
export const serviceDescriptionsZh = {
    resources: {
        'service-descriptions': {
            name: '说明文案',
            fields: {
                position: '位置',
                title: '标题',
                content: '正文',
                modelIds: '适用机型（不选：全部机型）',
                language: '语言',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                position: {
                    warranty_terms: '保修条款',
                    service_fee: '服务费用',
                    repair_notice: '维修须知',
                    pickup_notice: '取件须知',
                    return_policy: '退货政策',
                },
                status: { online: '上线', offline: '下线' },
            },
            validation: {
                language: '请填写语言与地区，如 en-IN 或 zh-CN',
                one_online: '已上线的“%{title}”已覆盖此位置、语言与机型',
            },
        },
    },
};
