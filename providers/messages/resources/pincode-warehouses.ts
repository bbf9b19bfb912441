/** Pincode → warehouse mapping texts (resources.pincode-warehouses), in both languages. */
export const pincodeWarehousesMessages = {
    en: {
        resources: {
            'pincode-warehouses': {
                name: 'Pincode warehouse |||| Pincode warehouses',
                fields: {
                    pincode: 'Pincode',
                    stateId: 'State',
                    warehouseId: 'Warehouse',
                    priority: 'Priority',
                    courier: 'Courier',
                    tatDays: 'TAT (days)',
                    status: 'Status',
                    creator: 'Created by',
                    createTime: 'Created',
                    lastEditor: 'Last edited by',
                    updateTime: 'Updated',
                },
                choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            },
        },
    },
    zh: {
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
    },
};
