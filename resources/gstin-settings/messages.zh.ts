/** gstin-settings texts (resources.gstin-settings), in Chinese. */
export const gstinSettingsZh = {
    resources: {
        'gstin-settings': {
            name: 'GSTIN 设置',
            fields: {
                stateId: '邦',
                gstin: 'GSTIN',
                legalName: '法定名称',
                registeredAddress: '注册地址',
                warehouseIds: '仓库',
                invoicePrefix: '发票前缀',
                status: '状态',
            },
            choices: {
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: {
                gstin_format: 'GSTIN 为 15 位：邦代码、PAN、登记序号、Z 和校验位',
                gstin_check: 'GSTIN 校验位错误',
                gstin_state: 'GSTIN 的邦代码与所选邦的 GST 代码不符',
                warehouse_state: '一个 GSTIN 只能覆盖本邦的仓库',
                invoice_prefix: '发票前缀为 1 到 6 位大写字母或数字',
            },
        },
    },
};
