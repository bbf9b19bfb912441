/** page-publish-jobs texts (resources.page-publish-jobs), in English. */
export const pagePublishJobsEn = {
    resources: {
        'page-publish-jobs': {
            name: 'Publish job |||| Publish jobs',
            fields: {
                pageName: 'Page',
                pageType: 'Page type',
                articleId: 'Article',
                pageSource: 'Content',
                pageRecordId: 'Record',
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
                not_a_page: 'This content is not a page of the website',
                nothing_online: 'Nothing of this page is online on this site: put something online first',
                record_gone: 'The page no longer exists on this site',
                record_not_online: 'The page is not online: put it online first',
            },
            publish: {
                confirm_title: 'Publish this article',
                confirm: 'Publish "%{title}" as version %{version}? The job is followed on the publish page.',
                started: 'Publishing version %{version}',
            },
        },
    },
};
