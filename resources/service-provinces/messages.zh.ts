/** Service-website province texts (resources.service-provinces), in Chinese. */
export const serviceProvincesZh = {
    resources: {
        'service-provinces': {
            name: '省/州',
            fields: {
                countryId: '国家',
                code: '省/州代码',
                name: '省/州',
                sort: '排序',
                status: '状态',
            },
            choices: {
                status: { enabled: '启用', disabled: '停用' },
            },
            validation: {
                code: '请输入 1 到 3 位大写字母或数字，如 MH',
                code_taken: '该国家已有此代码的省/州',
                name_taken: '该国家已有此名称的省/州',
            },
        },
    },
};
