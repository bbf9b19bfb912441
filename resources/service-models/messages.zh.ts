/** Service-website device model texts (resources.service-models), in Chinese. */
export const serviceModelsZh = {
    resources: {
        'service-models': {
            name: '机型',
            fields: {
                marketingName: '机型名称',
                modelCode: '型号',
                spuId: 'SPU',
                image: '图片',
                launchDate: '上市日期',
                sort: '排序',
                status: '状态',
            },
            choices: {
                status: { display: '显示', hide: '隐藏' },
            },
            actions: { display: '显示', hide: '隐藏' },
            validation: {
                model_code: '请输入 4 到 12 位大写字母或数字，与包装盒上印的一致',
            },
        },
    },
};
