/** gstin-settings texts (resources.gstin-settings), in English. */
export const gstinSettingsEn = {
    resources: {
        'gstin-settings': {
            name: 'GSTIN |||| GSTIN settings',
            fields: {
                stateId: 'State',
                gstin: 'GSTIN',
                legalName: 'Legal name',
                registeredAddress: 'Registered address',
                warehouseIds: 'Warehouses',
                invoicePrefix: 'Invoice prefix',
                status: 'Status',
            },
            choices: {
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: {
                gstin_format: 'A GSTIN is 15 characters: state code, PAN, entity number, Z and a check character',
                gstin_check: 'The GSTIN’s check character is wrong',
                gstin_state: 'The GSTIN’s state code is not the state’s GST code',
                warehouse_state: 'A GSTIN covers only warehouses in its own state',
                invoice_prefix: 'An invoice prefix is 1 to 6 capital letters or digits',
            },
        },
    },
};
