import type { settlementCommonEn } from './messages.en';

/** What the settlement screens share (resources.settlement-common), in Chinese. */
export const settlementCommonZh: typeof settlementCommonEn = {
    resources: {
        'settlement-common': {
            validation: {
                action_not_allowed: '差错为%{status}状态，不能执行此操作',
                reason_required: '请选择此操作的原因',
                unknown_reason: '请从列表中选择原因',
                remark_required: '原因为"其他"时请填写备注说明',
                amount_format: '金额最多两位小数',
                amount_zero: '调整金额不能为零',
                amount_beyond_diff: '须与差额同号且不超过差额 %{diff}',
                refund_no_required: '退款行须填写退款单号',
                two_decimals: '最多两位小数',
                charges_above_gross: '手续费、税额与贴息之和不能超过交易金额',
                settled_before_txn: '结算日期不能早于交易时间',
                tenure: '期数须为 %{tenures} 个月之一',
            },
            work: {
                open: '处理',
                title: '差错 %{errorNo}',
                none_allowed: '无可执行的操作：差错已%{status}。',
                submit: '提交',
                confirm_title: '确认对差错 %{errorNo} 执行"%{action}"？',
                confirm_content: '%{action}（%{reason}）。操作将连同您的姓名和时间记入处理记录。',
                done: '差错 %{errorNo}：%{status}',
                order: '查看订单',
                line: '查看结算明细',
            },
            log: {
                empty: '尚无处理',
                from_to: '%{from} → %{to}',
                from_flag: '来自标记 %{flagNo}：%{remark}',
                matched_on_import: '导入后已匹配',
            },
            raw: { column: '列', value: '值', empty: '无文件原始行' },
            chart: { title: '各渠道订单金额与结算金额' },
        },
    },
};
