/** Category texts (resources.categories), in Chinese. */
export const categoriesZh = {
    resources: {
        categories: {
            name: '类目',
            fields: { name: '名称', parentId: '上级类目', icon: '图标', sort: '排序', status: '状态' },
            choices: { status: { enabled: '启用', disabled: '禁用' } },
            tree: {
                title: '类目树',
                search: '查找类目',
                add_root: '新增类目',
                add_child: '新增子类目',
                selected: '已选：%{name}',
                hint: '在类目树中选择一个类目，可在其下新增子类目、编辑或更改状态。',
                empty: '暂无类目。',
                no_match: '没有匹配的类目。',
                create_title: '新增类目',
                edit_title: '编辑类目',
            },
        },
    },
};
