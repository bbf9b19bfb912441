/** 寄修快递费用文案（resources.express-delivery-fees），中文。 */
export const expressDeliveryFeesZh = {
    resources: {
        'express-delivery-fees': {
            name: '寄修快递费用',
            fields: {
                provinceId: '省份',
                courier: '快递公司',
                feeAmount: '费用',
                payer: '付款方',
                freeAbove: '维修金额满额免运费',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: {
                payer: { user: '买家', brand: '品牌（保修期内）' },
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                user_fee: '买家支付的费用须大于 0',
                brand_free: '此费用由品牌承担，买家无需支付：请留空',
                one_enabled: '该快递公司在此省份已有启用的费用',
            },
        },
    },
};
