/** page-releases texts (resources.page-releases), in Chinese. */
export const pageReleasesZh = {
    resources: {
        'page-releases': {
            name: '页面发布',
            fields: { pageName: '页面', path: '路径', version: '版本', environment: '环境', status: '状态', lastOperator: '发布人', updateTime: '发布时间' },
            choices: {
                environment: { test: '测试', prod: '生产' },
                status: { pending: '待发布', released: '已发布', rolled_back: '已回滚', failed: '发布失败' },
            },
            actions: { release: '发布', fail: '标记失败', retry: '重试', roll_back: '回滚' },
            validation: { version: '版本为三段数字，如 1.4.2', transition: '发布记录不能从 %{from} 变为 %{to}' },
        },
    },
};
