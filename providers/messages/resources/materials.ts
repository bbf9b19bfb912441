/** Material texts (resources.materials), in both languages. */
export const materialsMessages = {
    en: {
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
    },
    zh: {
        resources: {
            materials: {
                name: '物料',
                fields: {
                    materialCode: '物料编码',
                    materialName: '物料名称',
                    materialType: '物料类型',
                    unit: '单位',
                    hsnCode: 'HSN 编码',
                    gstRate: 'GST 税率',
                    status: '状态',
                },
                choices: {
                    materialType: {
                        finished_goods: '成品',
                        accessory: '配件',
                        gift: '赠品',
                        spare_part: '备件',
                        packaging: '包材',
                    },
                    status: { enabled: '启用', disabled: '禁用' },
                },
                validation: { hsn_format: 'HSN 编码为 4、6 或 8 位数字' },
            },
        },
    },
};
