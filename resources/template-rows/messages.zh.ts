/** Texts of the template-rows screens (resources.template-rows), in Chinese. */
export const templateRowsZh = {
    resources: {
        'template-rows': {
            name: '文章',
            fields: {
                id: '编号',
                title: '标题',
                author: '作者',
                importance: '重要性',
                status: '状态',
                displayTime: '展示时间',
                pageviews: '阅读数',
                q: '搜索',
            },
        },
    },
};
