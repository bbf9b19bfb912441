/** articles texts (resources.articles), in English. */
export const articlesEn = {
    resources: {
        articles: {
            name: 'Article |||| Articles',
            fields: {
                title: 'Title',
                category: 'Category',
                status: 'Status',
                urlSlug: 'URL slug',
                coverImage: 'Cover image',
                summary: 'Summary',
                author: 'Author',
                publishTime: 'Publish time',
                body: 'Body',
                seoTitle: 'SEO title',
                seoKeywords: 'SEO keywords',
                seoDescription: 'SEO description',
                creator: 'Creator',
                createTime: 'Create time',
                lastEditor: 'Last editor',
                updateTime: 'Update time',
            },
            choices: {
                category: { newsroom: 'Newsroom', legal: 'Legal', offer: 'Offer', blog: 'Blog' },
                status: { draft: 'Draft', published: 'Published', offline: 'Offline' },
            },
            tabs: { main: 'Article', content: 'Content', seo: 'SEO' },
            validation: {
                slug: 'Letters, digits and single hyphens only (e.g. nova-12-launch)',
                publish_time: 'A published article needs its publish time',
            },
            editor: {
                add_title: 'New %{category} article',
                edit_title: 'Edit %{category} article',
                other_site: 'This article belongs to site %{site}. Choose that site in the top bar to edit it.',
                not_found: 'This editor address is not valid: the action is add or edit, and the category newsroom, legal, offer or blog.',
                back: 'Back to the list',
                add_in: 'New article',
                edit: 'Edit',
                publish: 'Publish',
            },
        },
    },
};
