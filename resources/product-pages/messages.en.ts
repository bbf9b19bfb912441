/** Product page texts (resources.product-pages), in English. */
export const productPagesEn = {
    resources: {
        'product-pages': {
            name: 'Product page |||| Product pages',
            fields: {
                spuId: 'SPU',
                pageTitle: 'Page title',
                urlSlug: 'URL slug',
                packageFile: 'Page package',
                seoTitle: 'SEO title',
                seoDescription: 'SEO description',
                displayName: 'Name in the bar',
                navTabs: 'Anchor tabs',
                buyButtonText: 'Buy button text',
                buyUrl: 'Buy button link',
                status: 'Status',
                publishTime: 'Publish time',
                creator: 'Creator',
                createTime: 'Create time',
                lastEditor: 'Last editor',
                updateTime: 'Update time',
            },
            choices: { status: { draft: 'Draft', online: 'Online', offline: 'Offline' } },
            actions: { publish: 'Publish', navbar: 'Sub-navigation' },
            tabs: { main: 'Page', navbar: 'Sub-navigation' },
            navbar: {
                of: 'Sub-navigation bar of %{page} (/%{slug})',
                hint: 'Anchor tabs as JSON, e.g. [{"name": "Specs", "anchor": "#specs"}].',
                choose: 'Open a product page\'s sub-navigation from the product pages list.',
            },
            validation: {
                slug: 'Use lower-case letters, digits and single hyphens, as in nova-12-pro',
                package_to_publish: 'Upload the page package before publishing',
                nav_tabs: 'Up to 8 tabs, each with a name and an anchor such as #specs, no name twice',
                buy_button: 'A buy button needs both its text and its link',
                transition: 'A product page cannot go from %{from} to %{to}',
            },
        },
    },
};
