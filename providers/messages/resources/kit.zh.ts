/** The resource kit's own texts (keys under resources.kit), in Chinese. */
export const kitZh = {
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
};
