/** dsr-requests texts (resources.dsr-requests), in Chinese. */
export const dsrRequestsZh = {
    resources: {
        'dsr-requests': {
            name: '数据主体请求',
            fields: {
                requestNo: '请求编号',
                requestType: '请求类型',
                customerName: '客户',
                email: '邮箱',
                submitTime: '提交时间',
                dueDate: '截止日期',
                status: '状态',
                handler: '处理人',
                remark: '备注',
                updateTime: '更新时间',
            },
            choices: {
                requestType: {
                    access: '访问',
                    deletion: '删除',
                    correction: '更正',
                    portability: '可携带',
                    objection: '反对处理',
                    withdraw_consent: '撤回同意',
                },
                status: { new: '新建', identity_check: '身份核验', processing: '处理中', completed: '已完成', rejected: '已拒绝' },
            },
            actions: { check_identity: '核验身份', process: '开始处理', reject: '拒绝', complete: '完成' },
            overdue: '已逾期 %{smart_count} 天',
            validation: {
                email: '请输入有效的邮箱地址',
                due_window: '截止日期须在提交日期与其后 %{days} 天之间',
                transition: '请求不能从 %{from} 变为 %{to}',
            },
        },
    },
};
