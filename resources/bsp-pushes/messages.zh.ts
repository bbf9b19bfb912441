import { SETTLEMENT_LABELS } from '../settlement-common/texts';

/** bsp-pushes texts (resources.bsp-pushes), in Chinese. */
export const bspPushesZh = {
    resources: {
        'bsp-pushes': {
            name: '推送 BSP',
            fields: {
                batchNo: '批次号',
                provider: '结算渠道',
                period: '期间',
                recordCount: '记录数',
                amount: '金额',
                pushStatus: '推送状态',
                pushTime: '推送时间',
                errorMessage: '错误信息',
                operator: '操作人',
                taskId: '任务 ID',
                log: '推送记录',
            },
            choices: {
                provider: SETTLEMENT_LABELS.zh.choices.provider,
                pushStatus: { pending: '推送中', success: '成功', failed: '失败' },
            },
            push: {
                action: '推送月份',
                title: '将已对平的月份推送到 BSP',
                month: '月份',
                help: '只有已对平的月份才能推送到 BSP：该月没有未处理的结算差错。该月账单作为一个批次由任务中心推送。',
                submit: '推送',
                confirm_title: '推送 %{provider} %{month}？',
                confirm_content: '%{count} 条记录，金额 %{amount}，将作为批次 %{batchNo} 推送到 BSP。推送在任务中心执行。',
                done: '批次 %{batchNo} 正在推送：可在此处或任务中心查看进度',
            },
            repush: {
                action: '重新推送',
                confirm_title: '重新推送批次 %{batchNo}？',
                confirm_content: '批次 %{batchNo}（%{count} 条记录，金额 %{amount}）将按原样再次推送到 BSP。BSP 拒绝原因：%{message}',
                done: '批次 %{batchNo} 正在重新推送',
            },
            validation: {
                unknown_provider: '请选择列表中的结算渠道',
                period_format: '请输入月份，格式为 YYYY-MM',
                period_future: '月份不能晚于当前月份',
                exists_success: '该月份已在批次 %{batchNo} 中推送：每个月份只记账一次',
                exists_pending: '该月份正在批次 %{batchNo} 中推送',
                exists_failed: '该月份的批次 %{batchNo} 推送失败：请在该行重新推送',
                unreconciled: '该渠道本月仍有 %{smart_count} 条结算差错未处理：请先在差错明细中处理后再推送',
                nothing_to_push: '该渠道本月没有结算明细：无可推送内容',
                repush_refused: '只有失败的批次才能重新推送：批次 %{batchNo} 未失败',
                setting_disabled: '网关 %{gateway} 的渠道财务设置已停用或不存在：BSP 无可记账的科目',
                ledger_missing: '网关 %{gateway} 在渠道财务设置中没有总账科目',
                ledger_not_asset: 'BSP 拒绝了网关 %{gateway} 的总账科目 %{account}：结算款须记入资产（清算）科目 1xxx-…',
            },
        },
    },
};
