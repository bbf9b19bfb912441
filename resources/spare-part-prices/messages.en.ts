/** Spare-part price texts (resources.spare-part-prices), in English. */
export const sparePartPricesEn = {
    resources: {
        'spare-part-prices': {
            name: 'Spare-part price |||| Spare-part prices',
            fields: {
                modelId: 'Model',
                partName: 'Part',
                partCategory: 'Category',
                partCode: 'Part code',
                partPrice: 'Part price',
                labourCharge: 'Labour charge',
                status: 'Status',
                updateTime: 'Update time',
            },
            choices: {
                partCategory: {
                    display: 'Display',
                    battery: 'Battery',
                    back_cover: 'Back cover',
                    camera: 'Camera',
                    charging_port: 'Charging port',
                    motherboard: 'Motherboard',
                    speaker: 'Speaker',
                    other: 'Other',
                },
                status: { online: 'Online', offline: 'Offline' },
            },
            validation: {
                part_code: 'Enter the code as the service manual prints it: 3 capitals, a hyphen, 4 to 12 capitals or digits (DSP-00012)',
                two_decimals: 'At most two decimals',
                price_positive: 'A part’s price is above zero',
            },
        },
    },
};
