/** Pincode → warehouse mapping texts (resources.pincode-warehouses), in English. */
export const pincodeWarehousesEn = {
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
};
