/** Role texts (resources.roles: /permission/role, role/add, role/edit/{id}), in Chinese. */
export const rolesZh = {
    resources: {
        roles: {
            name: '角色',
            fields: {
                roleCode: '角色编码',
                roleName: '角色名称',
                description: '描述',
                resources: '资源编码',
                createTime: '创建时间',
                updateTime: '更新时间',
            },
            tree: {
                title: '资源编码',
                hint: '按菜单分组：分组、页面、页面按钮。勾选分组即勾选其全部内容；勾选任一页面时自动授予其分组编码。',
                search: '搜索页面',
                selected: '已勾选 %{count} 个编码',
                no_match: '没有与“%{query}”匹配的页面。',
                sibling_apps: '其他应用',
            },
            validation: {
                code_format: '以字母开头，其后为字母、数字、短横线或下划线（最多 32 个）',
                code_in_use: '角色 %{code} 已分配给 %{count} 个用户：不能修改其编码',
                code_held: '已有用户持有该角色：不能修改其编码',
                still_assigned: '角色 %{code} 仍分配给 %{count} 个用户：请先从这些用户移除',
                admin_only: '只有管理员可以修改管理员角色',
                own_role: '只有管理员可以修改自己持有的角色',
                beyond_own: '只能授予自己持有的资源编码',
                admin_keeps_codes: '管理员角色必须保留其全部编码：否则无人能管理系统',
            },
        },
    },
};
