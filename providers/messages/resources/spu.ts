/** SPU texts (resources.spu), in both languages. */
export const spuMessages = {
    en: {
        resources: {
            spu: {
                name: 'SPU |||| SPUs',
                fields: {
                    spuId: 'SPU ID',
                    spuName: 'SPU name',
                    categoryId: 'Category',
                    series: 'Series',
                    modelCode: 'Model code',
                    marketingName: 'Marketing name',
                    launchDate: 'Launch date',
                    mainImage: 'Main image',
                    status: 'Status',
                    hsnCode: 'HSN code',
                    warrantyMonths: 'Warranty (months)',
                    description: 'Description',
                    updateTime: 'Updated',
                },
                choices: { status: { on_shelf: 'On shelf', off_shelf: 'Off shelf' } },
                tabs: { main: 'Basics', details: 'Details' },
                select: { title: 'Select an SPU', required: 'Please select an SPU, then confirm', button: 'Select SPU' },
            },
        },
    },
    zh: {
        resources: {
            spu: {
                name: 'SPU',
                fields: {
                    spuId: 'SPU 编号',
                    spuName: 'SPU 名称',
                    categoryId: '类目',
                    series: '系列',
                    modelCode: '型号代码',
                    marketingName: '营销名称',
                    launchDate: '上市日期',
                    mainImage: '主图',
                    status: '状态',
                    hsnCode: 'HSN 编码',
                    warrantyMonths: '保修期（月）',
                    description: '描述',
                    updateTime: '更新时间',
                },
                choices: { status: { on_shelf: '上架', off_shelf: '下架' } },
                tabs: { main: '基本信息', details: '详细信息' },
                select: { title: '选择 SPU', required: '请先选择一个 SPU，再确认', button: '选择 SPU' },
            },
        },
    },
};
