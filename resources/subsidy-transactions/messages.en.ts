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
                outside_validity: "Outside the dates of the province's rule",
                above_ceiling: "Above the province's price ceiling",
                qualification_used: 'This qualification is already used by another order: a qualification is used once',
                qualification_unknown: 'No province issued this qualification',
                qualification_not_usable: 'This qualification is locked, expired or returned: only an unused one can be used',
                qualification_province: 'This qualification was issued by another province',
                qualification_category: 'This qualification is for another category',
                order_subsidised: 'This order already has a subsidy deducted',
            },
        },
    },
};
