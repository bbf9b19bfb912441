/** Warehouse texts (resources.warehouses), in Chinese. */
export const warehousesZh = {
    resources: {
        warehouses: {
            name: '仓库',
            fields: {
                warehouseCode: '仓库编码',
                warehouseName: '仓库名称',
                type: '类型',
                wmsSystem: 'WMS 系统',
                stateId: '邦',
                city: '城市',
                address: '地址',
                pincode: 'PIN 码 / 邮编',
                gstin: 'GSTIN',
                contact: '联系方式',
                status: '状态',
            },
            choices: {
                type: { own: '自营', '3pl': '第三方（3PL）', virtual: '虚拟仓', return: '退货仓' },
                status: { enabled: '启用', disabled: '禁用' },
            },
        },
    },
};
