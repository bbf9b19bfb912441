/** Texts of the async-tasks screens (resources.async-tasks), in Chinese. */
export const asyncTasksZh = {
    resources: {
        'async-tasks': {
            name: '异步任务',
            fields: {
                taskId: '任务 ID',
                fileName: '文件名',
                taskType: '类型',
                creatorNumber: '创建人',
                createTime: '创建时间',
                status: '状态',
                q: '搜索',
            },
        },
    },
};
