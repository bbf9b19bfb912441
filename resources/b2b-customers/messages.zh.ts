/** b2b-customers texts (resources.b2b-customers), in Chinese. */
export const b2bCustomersZh = {
    resources: {
        'b2b-customers': {
            name: '大客户',
            fields: {
                customerId: '客户编号',
                companyName: '公司名称',
                stateId: '邦',
                gstin: 'GSTIN',
                pan: 'PAN',
                contactPerson: '联系人',
                mobile: '手机',
                email: '邮箱',
                billingAddress: '账单地址',
                shippingAddress: '收货地址',
                creditLimit: '信用额度',
                paymentTerms: '付款条件',
                status: '状态',
            },
            choices: {
                paymentTerms: { advance: '预付款', net_15: '15 天账期', net_30: '30 天账期', net_45: '45 天账期' },
                status: { enabled: '启用', disabled: '禁用' },
            },
            validation: {
                gstin_format: 'GSTIN 为 15 位：邦代码、PAN、登记序号、Z 和校验位',
                gstin_check: 'GSTIN 校验位错误',
                gstin_state: 'GSTIN 的邦代码与所选邦的 GST 代码不符',
            },
        },
    },
};
