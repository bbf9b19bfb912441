/** 服务请求共用文案（resources.service-requests-common）：时效、时间线、流转对话框与规则。 */
export const serviceRequestsCommonZh = {
    resources: {
        'service-requests-common': {
            due: '截止 %{time}',
            overdue: '已于 %{time} 超时',
            no_due: '无截止时间：请求已结束',
            timeline: '时间线',
            created: '创建',
            entry: '%{from} → %{to}',
            by: '操作人 %{name}',
            note: '备注',
            confirm: '将 %{name} 流转到“%{to}”？',
            done: '已流转到“%{to}”',
            validation: {
                note_required: '请填写原因',
                note_length: '备注最多 %{max} 个字符',
                by_action: '状态、截止时间与历史只能通过请求的操作更改',
                refused: '请求处于%{status}状态时不允许此操作',
            },
        },
    },
};
