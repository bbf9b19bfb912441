/** Material texts (resources.materials), in English. */
export const materialsEn = {
    resources: {
        materials: {
            name: 'Material |||| Materials',
            fields: {
                materialCode: 'Material code',
                materialName: 'Material name',
                materialType: 'Material type',
                unit: 'Unit',
                hsnCode: 'HSN code',
                gstRate: 'GST rate',
                status: 'Status',
            },
            choices: {
                materialType: {
                    finished_goods: 'Finished goods',
                    accessory: 'Accessory',
                    gift: 'Gift',
                    spare_part: 'Spare part',
                    packaging: 'Packaging',
                },
                status: { enabled: 'Enabled', disabled: 'Disabled' },
            },
            validation: { hsn_format: 'An HSN code is 4, 6 or 8 digits' },
        },
    },
};
