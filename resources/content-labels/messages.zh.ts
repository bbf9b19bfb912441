/** 内容标签文案（resources.content-labels），中文。 */
export const contentLabelsZh = {
    resources: {
        'content-labels': {
            name: '内容标签',
            fields: {
                title: '标题',
                titleZh: '中文标题',
                labelType: '用于',
                spuIds: '适用商品（不选则全部）',
                sort: '排序',
                status: '状态',
                updateTime: '更新时间',
                lastOperator: '最后操作人',
            },
            choices: {
                labelType: { review: '评价', question: '问题' },
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                title: '只能使用字母、数字、空格及 - & + .，并以字母或数字开头',
            },
        },
    },
};
