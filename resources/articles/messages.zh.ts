/** articles texts (resources.articles), in Chinese. */
export const articlesZh = {
    resources: {
        articles: {
            name: '文章',
            fields: {
                title: '标题',
                category: '分类',
                status: '状态',
                urlSlug: 'URL 别名',
                coverImage: '封面图',
                summary: '摘要',
                author: '作者',
                publishTime: '发布时间',
                body: '正文',
                seoTitle: 'SEO 标题',
                seoKeywords: 'SEO 关键词',
                seoDescription: 'SEO 描述',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: {
                category: { newsroom: '新闻中心', legal: '法律', offer: '优惠', blog: '博客' },
                status: { draft: '草稿', published: '已发布', offline: '已下线' },
            },
            tabs: { main: '文章', content: '内容', seo: 'SEO' },
            validation: {
                slug: '只能包含字母、数字和单个连字符（如 nova-12-launch）',
                publish_time: '已发布的文章需要填写发布时间',
            },
            editor: {
                add_title: '新建%{category}文章',
                edit_title: '编辑%{category}文章',
                other_site: '此文章属于站点 %{site}。请在顶栏选择该站点后再编辑。',
                not_found: '编辑器地址无效：操作应为 add 或 edit，分类应为 newsroom、legal、offer 或 blog。',
                back: '返回列表',
                add_in: '新建文章',
                edit: '编辑',
                publish: '发布',
            },
        },
    },
};
