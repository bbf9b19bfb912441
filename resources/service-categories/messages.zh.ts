/** 服务站商品分类文案（resources.service-categories），中文。 */
export const serviceCategoriesZh = {
    resources: {
        'service-categories': {
            name: '商品分类',
            fields: { name: '名称', parentId: '上级分类', icon: '图标', sort: '排序', status: '状态' },
            choices: { status: { display: '显示', hide: '已隐藏' } },
            actions: { display: '显示', hide: '隐藏' },
            tree: '分类树',
        },
    },
};
