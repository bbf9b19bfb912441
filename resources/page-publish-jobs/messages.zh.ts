/** page-publish-jobs texts (resources.page-publish-jobs), in Chinese. */
export const pagePublishJobsZh = {
    resources: {
        'page-publish-jobs': {
            name: '发布任务',
            fields: {
                pageName: '页面',
                pageType: '页面类型',
                articleId: '文章',
                pageSource: '内容',
                pageRecordId: '记录',
                version: '版本',
                status: '状态',
                reason: '原因',
                lastOperator: '发布人',
                publishTime: '发布时间',
                updateTime: '更新时间',
            },
            choices: {
                pageType: { home: '首页', nav: '导航', footer: '页脚', article: '文章', product_page: '产品页', static: '静态页' },
                status: { draft: '草稿', publishing: '发布中', published: '已发布', failed: '发布失败' },
            },
            actions: { publish: '发布', retry: '重试' },
            validation: {
                version: '版本为 v 加数字，如 v3、v1.4 或 v2.0.1',
                article_required: '文章的发布任务需要指定文章',
                start: '新的发布任务只能是草稿或发布中，不能是 %{status}',
                transition: '发布任务不能从 %{from} 变为 %{to}',
                locked: '发布中或已发布的任务不能修改',
                gone: '本站点已没有这篇文章',
                not_a_page: '此内容不是官网页面',
                nothing_online: '本站点此页面没有已上线的内容：请先上线内容',
                record_gone: '本站点已没有此页面',
                record_not_online: '此页面未上线：请先上线',
            },
            publish: {
                confirm_title: '发布此文章',
                confirm: '将“%{title}”发布为版本 %{version}？可在发布页面跟踪该任务。',
                started: '正在发布版本 %{version}',
            },
        },
    },
};
