/** Warehouse texts (resources.warehouses), in English. */
export const warehousesEn = {
    resources: {
        warehouses: {
            name: 'Warehouse |||| Warehouses',
            fields: {
                warehouseCode: 'Warehouse code',
                warehouseName: 'Warehouse name',
                type: 'Type',
                wmsSystem: 'WMS',
                stateId: 'State',
                city: 'City',
                address: 'Address',
                pincode: 'Pincode / postcode',
                gstin: 'GSTIN',
                contact: 'Contact',
                status: 'Status',
            },
            choices: {
                type: { own: 'Own', '3pl': 'Third-party (3PL)', virtual: 'Virtual', return: 'Returns' },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
        },
    },
};
