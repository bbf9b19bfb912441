import type { messages as en } from './messages.en';

/** 顶栏的订单查找（随输入框加载）。 */
export const messages: typeof en = {
    oms: {
        appbar: {
            order_lookup: {
                label: '查找订单',
                placeholder: '订单号、运单号、手机号、邮箱（/）',
                searching: '正在查找订单…',
                none: '没有与“%{value}”匹配的订单',
            },
        },
    },
};
