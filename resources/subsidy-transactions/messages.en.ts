/** Subsidy transaction texts (resources.subsidy-transactions), in English. */
export const subsidyTransactionsEn = {
    resources: {
        'subsidy-transactions': {
            name: 'Subsidy transaction |||| Subsidy transactions',
            fields: {
                orderId: 'Order',
                qualificationCode: 'Qualification code',
                provinceId: 'Province',
                category: 'Category',
                orderAmount: 'Order amount',
                subsidyAmount: 'Subsidy',
                userPaidAmount: 'Paid by buyer',
                receivedAmount: 'Received from province',
                payChannel: 'Pay channel',
                txnTime: 'Time',
                status: 'Status',
            },
            choices: {
                category: { phone: 'Phone', tablet: 'Tablet', smartwatch: 'Smartwatch', band: 'Fitness band' },
                payChannel: { alipay: 'Alipay', wechat_pay: 'WeChat Pay', unionpay: 'UnionPay' },
                status: { deducted: 'Deducted', refunded: 'Refunded', reversed: 'Reversed' },
            },
            actions: { refund: 'Mark refunded', reverse: 'Reverse' },
            validation: {
                order_no: 'An OMS order number: OMS and 9 to 12 digits',
                qualification_format: 'A qualification code: two capital letters, then 15 digits ending with their check digit',
                fen: 'At most two decimals (whole fen)',
                kept: 'A recorded transaction keeps its order, qualification and amounts: reverse it and record a new one',
                transition: 'A transaction cannot go from %{from} to %{to}',
                new_is_deducted: 'A new transaction is a deduction',
                province_disabled: 'This province is disabled in the programme',
                outside_validity: "Outside the province's rule (valid %{from} to %{to})",
                above_ceiling: "Above the province's price ceiling (¥%{ceiling})",
                qualification_used: 'Qualification %{code} is already used by order %{order}: a qualification is used once',
                qualification_unknown: 'No qualification %{code} was issued',
                qualification_not_usable: 'Qualification %{code} is %{status}: only an unused qualification can be used',
                qualification_province: 'This qualification was issued by another province',
                qualification_category: 'This qualification is for another category',
                order_subsidised: 'Order %{order} already has a subsidy deducted',
            },
        },
    },
};
