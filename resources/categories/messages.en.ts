/** Category texts (resources.categories), in English. */
export const categoriesEn = {
    resources: {
        categories: {
            name: 'Category |||| Categories',
            fields: { name: 'Name', parentId: 'Parent category', icon: 'Icon', sort: 'Sort', status: 'Status' },
            choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            tree: {
                title: 'Category tree',
                search: 'Find a category',
                add_root: 'Add category',
                add_child: 'Add subcategory',
                selected: 'Selected: %{name}',
                hint: 'Choose a category in the tree to add a subcategory under it, edit it or change its status.',
                empty: 'No categories yet.',
                no_match: 'No category matches.',
                create_title: 'New category',
                edit_title: 'Edit category',
            },
        },
    },
};
