/** Group code texts (resources.group-codes), in Chinese. */
export const groupCodesZh = {
    resources: {
        'group-codes': {
            name: '群组码',
            fields: {
                groupCode: '群组码',
                templateId: '优惠券模板',
                totalQty: '总数量',
                limitPerUser: '每位客户限领',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { enabled: '启用', disabled: '停用' } },
            actions: { enable: '启用', disable: '停用' },
        },
    },
};
