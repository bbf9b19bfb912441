/** Pincode serviceability texts (resources.pincodes), in English. */
export const pincodesEn = {
    resources: {
        pincodes: {
            name: 'Pincode serviceability |||| Pincode serviceability',
            fields: {
                pincode: 'Pincode',
                stateId: 'State',
                city: 'City',
                codAvailable: 'COD',
                prepaidAvailable: 'Prepaid',
                courier: 'Courier',
                tatDays: 'TAT (days)',
                warehouseId: 'Warehouse',
                status: 'Status',
                updateTime: 'Updated',
            },
            choices: { status: { serviceable: 'Serviceable', non_serviceable: 'Non-serviceable' } },
            actions: { serviceable: 'Set serviceable', non_serviceable: 'Set non-serviceable' },
            validation: { no_payment: 'A serviceable pincode takes COD or prepaid orders' },
        },
    },
};
