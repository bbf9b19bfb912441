/**
 * Chinese for react-admin's own keys. ra-language-chinese was written for react-admin 2 and lacks 65 of
 * react-admin 5's keys; this overlay supplies them (and wins over the package where both have a key). Chinese has
 * one plural form, so no `||||` variants: the package's four plural texts are rewritten to one form.
 */
export const raZhOverlay = {
    ra: {
        action: {
            clear_array_input: '清空列表',
            create_item: '新建 %{item}',
            remove_all_filters: '清除所有筛选',
            reset: '重置',
            search_columns: '搜索列',
            select_all: '全选',
            select_all_button: '全选',
            select_row: '选择此行',
            update: '更新',
            move_up: '上移',
            move_down: '下移',
            open: '打开',
            toggle_theme: '切换明暗主题',
            select_columns: '列',
            update_application: '重新加载应用',
        },
        page: {
            // react-admin 5 titles a record by its representation, not by "#id" as version 2 did.
            edit: '%{name} %{recordRepresentation}',
            show: '%{name} %{recordRepresentation}',
            access_denied: '无权访问',
            authentication_error: '认证错误',
        },
        message: {
            access_denied: '您没有访问此页面的权限',
            authentication_error: '认证服务器返回错误，无法校验您的凭据。',
            auth_error: '校验认证令牌时出错。',
            bulk_update_content: '确定要更新选中的 %{smart_count} 项吗？',
            bulk_update_title: '更新 %{smart_count} 项 %{name}',
            bulk_delete_content: '确定要删除选中的 %{smart_count} 项吗？',
            bulk_delete_title: '删除 %{smart_count} 项 %{name}',
            clear_array_input: '确定要清空整个列表吗？',
            delete_title: '删除 %{name} %{recordRepresentation}',
            delete_content: '确定要删除该%{name}吗？',
            details: '详情',
            select_all_limit_reached: '数据过多，无法全部选中，仅选中了前 %{max} 项。',
            placeholder_data_warning: '网络问题：数据刷新失败。',
        },
        navigation: {
            clear_filters: '清除筛选',
            no_results: '没有找到%{name}',
            no_filtered_results: '当前筛选条件下没有找到 %{name}。',
            partial_page_range_info: '%{offsetBegin}-%{offsetEnd} / 超过 %{offsetEnd}',
            current_page: '第 %{page} 页',
            page: '转到第 %{page} 页',
            first: '转到首页',
            last: '转到末页',
            previous: '转到上一页',
        },
        auth: {
            email: '邮箱',
        },
        notification: {
            updated: '已更新 %{smart_count} 项',
            deleted: '已删除 %{smart_count} 项',
            not_authorized: '您无权访问此资源。',
            application_update_available: '有新版本可用。',
            offline: '网络未连接，无法获取数据。',
        },
        validation: {
            unique: '必须唯一',
        },
        saved_queries: {
            label: '已保存的查询',
            query_name: '查询名称',
            new_label: '保存当前查询…',
            new_dialog_title: '将当前查询保存为',
            remove_label: '删除已保存的查询',
            remove_label_with_name: '删除查询“%{name}”',
            remove_dialog_title: '删除已保存的查询？',
            remove_message: '确定要从已保存的查询中删除此项吗？',
            help: '筛选列表并保存此查询以便以后使用',
        },
        guesser: {
            empty: {
                title: '暂无数据',
                message: '请检查数据提供者',
            },
        },
        configurable: {
            customize: '自定义',
            configureMode: '配置此页面',
            inspector: {
                title: '检查器',
                content: '将鼠标悬停在界面元素上以进行配置',
                reset: '重置设置',
                hideAll: '全部隐藏',
                showAll: '全部显示',
            },
            Datagrid: {
                title: '数据表格',
                unlabeled: '未命名列 #%{column}',
            },
            SimpleForm: {
                title: '表单',
                unlabeled: '未命名输入项 #%{input}',
            },
            SimpleList: {
                title: '列表',
                primaryText: '主要文本',
                secondaryText: '次要文本',
                tertiaryText: '第三行文本',
            },
        },
    },
};
