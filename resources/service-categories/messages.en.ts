/** Service-site product category texts (resources.service-categories), in English. */
export const serviceCategoriesEn = {
    resources: {
        'service-categories': {
            name: 'Product category |||| Product categories',
            fields: { name: 'Name', parentId: 'Parent category', icon: 'Icon', sort: 'Sort', status: 'Status' },
            choices: { status: { display: 'Display', hide: 'Hidden' } },
            actions: { display: 'Display', hide: 'Hide' },
            tree: 'Category tree',
        },
    },
};
