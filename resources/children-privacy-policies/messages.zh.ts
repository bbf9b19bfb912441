/** Children's privacy policy texts (resources.children-privacy-policies), in Chinese. */
export const childrenPrivacyPoliciesZh = {
    resources: {
        'children-privacy-policies': {
            name: '儿童隐私政策',
            fields: {
                title: '标题',
                version: '版本',
                effectiveDate: '生效日期',
                urlSlug: 'URL 路径',
                body: '正文',
                status: '状态',
                consentAge: '需家长同意的年龄（以下）',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: { status: { draft: '草稿', published: '已发布', offline: '下线' } },
        },
    },
};
