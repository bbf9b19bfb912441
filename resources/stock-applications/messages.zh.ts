/** stock-applications texts (resources.stock-applications), in Chinese. */
export const stockApplicationsZh = {
    resources: {
        'stock-applications': {
            name: '领用申请',
            fields: {
                applicationNo: '申请单号',
                purpose: '用途',
                warehouseId: '仓库',
                lines: {
                    skuId: 'SKU',
                    qty: '数量',
                },
                remark: '备注',
                skuCount: 'SKU 数',
                totalQty: '总数量',
                status: '状态',
                rejectReason: '驳回原因',
                outboundNo: '出库单号',
                creator: '申请人',
                createTime: '申请时间',
                lastOperator: '最后操作人',
                updateTime: '更新时间',
                approvalLog: '审批记录',
            },
            choices: {
                purpose: { sample: '样机', demo: '演示机', internal_use: '内部使用', marketing: '市场推广', other: '其他' },
                status: { draft: '草稿', submitted: '已提交', approved: '已批准', rejected: '已驳回', fulfilled: '已出库' },
            },
            line: {
                title: '商品行',
                number: '第 %{line} 行',
            },
            actions: {
                submit: '提交',
                approve: '批准',
                reject: '驳回',
                fulfil: '出库完成',
                revise: '退回修改',
                confirm_submit: '提交申请 %{no} 审批？提交后商品行不可再修改。',
                confirm_approve: '批准申请 %{no}？仓库随后可出库。',
                confirm_reject: '驳回申请 %{no}？请填写申请人将看到的原因。',
                confirm_fulfil: '将申请 %{no} 标记为已出库？仓库已发出货品。',
                confirm_revise: '将申请 %{no} 退回草稿以便修改？',
                done: '申请 %{no} 当前状态：%{status}',
                no_actions: '无后续操作：此申请状态为 %{status}。',
            },
            log: {
                entry: '%{operator} · %{time}',
                reason: '原因：%{reason}',
            },
            validation: {
                no_lines: '请至少添加一行',
                line_sku: '第 %{line} 行：请选择 SKU',
                line_duplicate: '第 %{line} 行：该 SKU 已在其他行中',
                line_qty: '第 %{line} 行：数量须为 1 到 %{max} 的整数',
                remark_for_other: '用途为“其他”时，请在备注中说明用途',
                reason_required: '请填写驳回原因（至少 5 个字符）',
                transition: '不允许此状态变更',
                draft_only: '只有草稿状态的申请可以修改',
            },
        },
    },
};
