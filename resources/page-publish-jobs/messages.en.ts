/** page-publish-jobs texts (resources.page-publish-jobs), in English. */
export const pagePublishJobsEn = {
    resources: {
        'page-publish-jobs': {
            name: 'Publish job |||| Publish jobs',
            fields: {
                pageName: 'Page',
                pageType: 'Page type',
                articleId: 'Article',
                version: 'Version',
                status: 'Status',
                reason: 'Reason',
                lastOperator: 'Publisher',
                publishTime: 'Publish time',
                updateTime: 'Update time',
            },
            choices: {
                pageType: { home: 'Home', nav: 'Navigation', footer: 'Footer', article: 'Article', product_page: 'Product page', static: 'Static page' },
                status: { draft: 'Draft', publishing: 'Publishing', published: 'Published', failed: 'Failed' },
            },
            actions: { publish: 'Publish', retry: 'Retry' },
            validation: {
                version: 'A version is v followed by numbers, e.g. v3, v1.4 or v2.0.1',
                article_required: "An article's publish job needs its article",
                start: 'A new publish job starts as a draft or publishing, not %{status}',
                transition: 'A publish job cannot go from %{from} to %{to}',
                locked: 'A publishing or published job cannot be changed',
                gone: 'The article no longer exists on this site',
            },
            publish: {
                confirm_title: 'Publish this article',
                confirm: 'Publish "%{title}" as version %{version}? The job is followed on the publish page.',
                started: 'Publishing version %{version}',
            },
        },
    },
};
