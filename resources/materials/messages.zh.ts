/** Material texts (resources.materials), in Chinese. */
export const materialsZh = {
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
};
