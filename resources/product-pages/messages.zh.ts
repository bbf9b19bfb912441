/** Product page texts (resources.product-pages), in Chinese. */
export const productPagesZh = {
    resources: {
        'product-pages': {
            name: '产品页面',
            fields: {
                spuId: 'SPU',
                pageTitle: '页面标题',
                urlSlug: 'URL 路径',
                packageFile: '页面包',
                seoTitle: 'SEO 标题',
                seoDescription: 'SEO 描述',
                displayName: '导航栏名称',
                navTabs: '锚点标签',
                buyButtonText: '购买按钮文案',
                buyUrl: '购买按钮链接',
                status: '状态',
                publishTime: '发布时间',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: { status: { draft: '草稿', online: '上线', offline: '下线' } },
            actions: { publish: '发布', navbar: '子导航' },
            tabs: { main: '页面', navbar: '子导航' },
            navbar: {
                of: '%{page}（/%{slug}）的子导航栏',
                hint: '锚点标签以 JSON 填写，例如 [{"name": "Specs", "anchor": "#specs"}]。',
                choose: '请从产品页面列表打开某个产品页面的子导航。',
            },
            validation: {
                slug: '请使用小写字母、数字和单个连字符，例如 nova-12-pro',
                package_to_publish: '发布前请先上传页面包',
                nav_tabs: '最多 8 个标签，每个须有名称和锚点（如 #specs），名称不可重复',
                buy_button: '购买按钮需要同时填写文案和链接',
                transition: '产品页面不能从 %{from} 变为 %{to}',
            },
        },
    },
};
