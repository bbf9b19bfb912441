/** trade-ins texts (resources.trade-ins), in Chinese. */
export const tradeInsZh = {
    resources: {
        'trade-ins': {
            name: '以旧换新订单',
            fields: {
                orderId: '订单号',
                oldBrand: '旧机品牌',
                oldModel: '旧机型号',
                oldImei: '旧机 IMEI',
                quotedValue: '估价',
                deduction: '扣减',
                finalValue: '最终价格',
                partner: '回收商',
                pickupStatus: '取件',
                status: '状态',
                orderTime: '下单时间',
            },
            choices: {
                pickupStatus: { pending: '待取件', picked: '已取件', failed: '取件失败' },
                status: { created: '已创建', verified: '已验机', completed: '已完成', cancelled: '已取消' },
            },
        },
    },
};
