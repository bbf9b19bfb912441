/** store-basic-settings texts (resources.store-basic-settings), in English. */
export const storeBasicSettingsEn = {
    resources: {
        'store-basic-settings': {
            name: 'Store settings |||| Store settings',
            fields: {
                storeName: 'Store name',
                customerServicePhone: 'Service phone',
                customerServiceEmail: 'Service e-mail',
                unpaidAutoCancelMinutes: 'Cancel unpaid after (minutes)',
                autoConfirmReceiptDays: 'Confirm receipt after (days)',
                maxQtyPerOrder: 'Units per order at most',
                codMaxOrderAmount: 'Cash on delivery up to',
                invoicePrefix: 'Invoice prefix',
                storeOpen: 'Store open',
                updateTime: 'Updated',
            },
            validation: { invoice_prefix: '1 to 8 capital letters or digits' },
        },
    },
};
