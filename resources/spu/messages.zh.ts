/** SPU texts (resources.spu), in Chinese. */
export const spuZh = {
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
};
