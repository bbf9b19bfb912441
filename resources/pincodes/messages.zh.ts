/** Pincode serviceability texts (resources.pincodes), in Chinese. */
export const pincodesZh = {
    resources: {
        pincodes: {
            name: 'PIN 码可配送性',
            fields: {
                pincode: 'PIN 码',
                stateId: '邦',
                city: '城市',
                codAvailable: '货到付款',
                prepaidAvailable: '预付',
                courier: '快递公司',
                tatDays: '时效（天）',
                warehouseId: '发货仓',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { serviceable: '可配送', non_serviceable: '不可配送' } },
            actions: { serviceable: '设为可配送', non_serviceable: '设为不可配送' },
            validation: { no_payment: '可配送的 PIN 码须支持货到付款或预付' },
        },
    },
};
