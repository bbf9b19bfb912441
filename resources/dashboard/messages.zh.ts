import type { messages as en } from './messages.en';

/** 仪表盘的待办文字（随仪表盘加载）。 */
export const messages: typeof en = {
    oms: {
        dashboard: {
            work: {
                title: '待办事项',
                empty: '此站点暂无待办。',
                loading: '正在统计待办',
                open: '打开列表：%{label}（%{count}）',
                progress: '%{file}：%{progress}%',
            },
            areas: {
                orders: '订单',
                refunds: '退款',
                tasks: '我的导入与导出',
                activities: '即将结束的活动',
                requests: '数据主体请求',
                service: '服务请求',
                reconciliation: '对账',
                stock: '库存',
            },
            cards: {
                pending_review: '待审核订单',
                refunds_failed: '退款失败',
                tasks_failed: '失败',
                tasks_running: '进行中',
                activities_ending: '%{screen}：7 天内结束',
                dsr_overdue: '已逾期',
                service_overdue: '%{screen}：已超时',
                recon_unmatched: '未匹配超过 7 天',
                stock_below_safety: '低于安全库存',
            },
        },
    },
};
