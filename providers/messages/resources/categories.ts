/** Category texts (resources.categories), in both languages. */
export const categoriesMessages = {
    en: {
        resources: {
            categories: {
                name: 'Category |||| Categories',
                fields: { name: 'Name', parentId: 'Parent category', icon: 'Icon', sort: 'Sort', status: 'Status' },
                choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            },
        },
    },
    zh: {
        resources: {
            categories: {
                name: '类目',
                fields: { name: '名称', parentId: '上级类目', icon: '图标', sort: '排序', status: '状态' },
                choices: { status: { enabled: '启用', disabled: '禁用' } },
            },
        },
    },
};
