/** backup-warehouses texts (resources.backup-warehouses), in Chinese. */
export const backupWarehousesZh = {
    resources: {
        'backup-warehouses': {
            name: '备用仓库',
            fields: {
                primaryWarehouseId: '主仓库',
                backupWarehouseId: '备用仓库',
                priority: '优先级',
                stateIds: '配送邦/省',
                status: '状态',
                updateTime: '更新时间',
            },
            choices: { status: { enabled: '启用', disabled: '禁用' } },
            validation: {
                same: '备用仓库不能与主仓库相同',
                backup_twice: '该仓库已是此主仓库的备用仓库',
                priority_taken: '此主仓库已有相同优先级的备用仓库',
            },
        },
    },
};
