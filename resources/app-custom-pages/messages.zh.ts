/** Custom campaign page texts (resources.app-custom-pages), in Chinese. */
export const appCustomPagesZh = {
    resources: {
        'app-custom-pages': {
            name: '自定义页面',
            fields: {
                pageName: '页面名称',
                path: '路径',
                components: '组件（JSON 列表）',
                shareTitle: '分享标题',
                shareImage: '分享图片',
                publishTime: '发布时间',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: { status: { draft: '草稿', online: '已上线', offline: '已下线' } },
            actions: { publish: '发布', offline: '下线' },
            validation: {
                path: '路径须由小写字母、数字和连字符分段组成，如 /campaign/diwali-sale',
                components_list: '组件须为对象列表，如 [{"type": "banner", "image": "https://…"}]',
                components_many: '一个页面最多 %{max} 个组件',
                component_type: '第 %{index} 个组件须有类型：%{types}',
                component_needs: '第 %{index} 个组件（%{type}）缺少 %{property}',
                status_change: '状态“%{from}”不能变更为“%{to}”',
            },
        },
    },
};
