/** Subsidy transaction texts (resources.subsidy-transactions), in Chinese. */
export const subsidyTransactionsZh = {
    resources: {
        'subsidy-transactions': {
            name: '补贴交易',
            fields: {
                orderId: '订单',
                qualificationCode: '资格码',
                provinceId: '省份',
                category: '品类',
                orderAmount: '订单金额',
                subsidyAmount: '补贴金额',
                userPaidAmount: '用户实付',
                receivedAmount: '省级已拨付',
                payChannel: '支付渠道',
                txnTime: '交易时间',
                status: '状态',
            },
            choices: {
                category: { phone: '手机', tablet: '平板', smartwatch: '智能手表', band: '智能手环' },
                payChannel: { alipay: '支付宝', wechat_pay: '微信支付', unionpay: '云闪付' },
                status: { deducted: '已抵扣', refunded: '已退款', reversed: '已冲正' },
            },
            actions: { refund: '标记退款', reverse: '冲正' },
            validation: {
                order_no: 'OMS 订单号：OMS 加 9 至 12 位数字',
                qualification_format: '资格码：两个大写字母加 15 位数字，末位为校验位',
                fen: '最多两位小数（精确到分）',
                kept: '已记录的交易不能修改订单、资格和金额：请冲正后重新记录',
                transition: '交易不能从 %{from} 变为 %{to}',
                new_is_deducted: '新交易须为抵扣',
                province_disabled: '该省份已停用补贴',
                outside_validity: '不在该省规则有效期内',
                above_ceiling: '高于该省价格上限',
                qualification_used: '该资格已被其他订单使用：每个资格只能使用一次',
                qualification_unknown: '没有省份发放过该资格码',
                qualification_not_usable: '该资格已锁定、过期或退回：只能使用未使用的资格',
                qualification_province: '该资格由其他省份发放',
                qualification_category: '该资格适用于其他品类',
                order_subsidised: '该订单已抵扣过补贴',
            },
        },
    },
};
