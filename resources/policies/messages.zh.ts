/** policies texts (resources.policies), in Chinese. */
export const policiesZh = {
    resources: {
        policies: {
            name: '政策',
            fields: {
                policyType: '政策类型',
                title: '标题',
                version: '版本',
                effectiveDate: '生效日期',
                urlSlug: 'URL 别名',
                body: '正文',
                status: '状态',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                policyType: {
                    privacy: '隐私',
                    terms: '使用条款',
                    cookie: 'Cookie',
                    return_refund: '退换货与退款',
                    warranty: '保修',
                    children: '儿童隐私',
                    other: '其他',
                },
                status: { draft: '草稿', published: '已发布', offline: '已下线' },
            },
            validation: {
                version: '版本为两段数字，如 2.1',
                effective_date: '已发布的政策需要填写生效日期',
            },
        },
    },
};
