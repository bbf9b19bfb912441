/** Service-website city texts (resources.service-cities), in Chinese. */
export const serviceCitiesZh = {
    resources: {
        'service-cities': {
            name: '城市',
            fields: {
                countryId: '国家',
                provinceId: '省/州',
                code: '城市代码',
                name: '城市',
                sort: '排序',
                status: '状态',
            },
            choices: {
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                code: '请输入 3 位大写字母，如 BOM',
                province_of_country: '该省/州不属于所选国家',
                code_taken: '该省/州已有此代码的城市',
                name_taken: '该省/州已有此名称的城市',
            },
        },
    },
};
