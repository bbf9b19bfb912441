/** backup-warehouses texts (resources.backup-warehouses), in English. */
export const backupWarehousesEn = {
    resources: {
        'backup-warehouses': {
            name: 'Backup warehouse |||| Backup warehouses',
            fields: {
                primaryWarehouseId: 'Primary warehouse',
                backupWarehouseId: 'Backup warehouse',
                priority: 'Priority',
                stateIds: 'Delivery states',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: { status: { enabled: 'Enabled', disabled: 'Disabled' } },
            validation: {
                same: 'A backup must be another warehouse than the primary',
                backup_twice: 'This warehouse already backs the primary',
                priority_taken: 'The primary already has a backup with this priority',
            },
        },
    },
};
