/** store-basic-settings texts (resources.store-basic-settings), in Chinese. */
export const storeBasicSettingsZh = {
    resources: {
        'store-basic-settings': {
            name: '店铺基础设置',
            fields: {
                storeName: '店铺名称',
                customerServicePhone: '客服电话',
                customerServiceEmail: '客服邮箱',
                unpaidAutoCancelMinutes: '未支付自动取消（分钟）',
                autoConfirmReceiptDays: '自动确认收货（天）',
                maxQtyPerOrder: '每单最多件数',
                codMaxOrderAmount: '货到付款金额上限',
                invoicePrefix: '发票前缀',
                storeOpen: '店铺营业',
                updateTime: '更新时间',
            },
            validation: { invoice_prefix: '1 至 8 位大写字母或数字' },
        },
    },
};
