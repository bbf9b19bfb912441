/** The resource kit's own texts (keys under resources.kit), in both languages. */
export const kitMessages = {
    en: {
        resources: {
            kit: {
                actions: 'Actions',
                breadcrumbs: 'Breadcrumbs',
                back_to_list: 'Back to the list',
                not_found: 'This record does not exist, or it has been deleted.',
                missing_reference: 'Deleted record',
                confirm_status: 'Do you want to %{action} this record?',
                enable: 'Enable',
                disable: 'Disable',
                filters: { from: 'From', to: 'To' },
                validation: {
                    unique: 'This value is already used by another record',
                    parent_cycle: 'A record cannot be placed under itself or one of its own children',
                    pincode: 'A pincode is six digits and does not start with 0',
                },
            },
        },
    },
    zh: {
        resources: {
            kit: {
                actions: '操作',
                breadcrumbs: '导航路径',
                back_to_list: '返回列表',
                not_found: '该记录不存在，或已被删除。',
                missing_reference: '已删除的记录',
                confirm_status: '确定要%{action}该记录吗？',
                enable: '启用',
                disable: '禁用',
                filters: { from: '开始日期', to: '结束日期' },
                validation: { unique: '该值已被其他记录使用', parent_cycle: '不能将记录放在其自身或其下级之下', pincode: 'PIN 码为 6 位数字，且首位不能为 0' },
            },
        },
    },
};
