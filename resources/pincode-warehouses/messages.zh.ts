/** Pincode → warehouse mapping texts (resources.pincode-warehouses), in Chinese. */
export const pincodeWarehousesZh = {
    resources: {
        'pincode-warehouses': {
            name: 'PIN 码发货仓',
            fields: {
                pincode: 'PIN 码',
                stateId: '邦',
                warehouseId: '仓库',
                priority: '优先级',
                courier: '快递公司',
                tatDays: '时效（天）',
                status: '状态',
                creator: '创建人',
                createTime: '创建时间',
                lastEditor: '最后编辑人',
                updateTime: '更新时间',
            },
            choices: { status: { enabled: '启用', disabled: '禁用' } },
        },
    },
};
