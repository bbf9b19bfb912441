/** Texts of the async-tasks screens (resources.async-tasks), in English. */
export const asyncTasksEn = {
    resources: {
        'async-tasks': {
            name: 'Async task |||| Async tasks',
            fields: {
                taskId: 'Task ID',
                fileName: 'File name',
                taskType: 'Type',
                creatorNumber: 'Creator',
                createTime: 'Create time',
                status: 'Status',
                q: 'Search',
            },
        },
    },
};
