/** gst-invoices texts (resources.gst-invoices), in English. */
export const gstInvoicesEn = {
    resources: {
        'gst-invoices': {
            name: 'GST invoice |||| GST invoices',
            fields: {
                invoiceNo: 'Invoice no.',
                invoiceType: 'Type',
                orderId: 'Order ID',
                invoiceDate: 'Invoice date',
                sellerGstin: 'Seller GSTIN',
                sellerName: 'Seller',
                sellerAddress: 'Seller address',
                buyerName: 'Buyer',
                buyerGstin: 'Buyer GSTIN',
                placeOfSupply: 'Place of supply',
                supplyType: 'Supply',
                taxableValue: 'Taxable value',
                cgst: 'CGST',
                sgst: 'SGST',
                igst: 'IGST',
                totalAmount: 'Total',
                originalInvoiceNo: 'Original invoice',
                status: 'Status',
                lines: 'Lines',
            },
            choices: {
                invoiceType: { tax_invoice: 'Tax invoice', credit_note: 'Credit note' },
                supplyType: { intra_state: 'Within the state', inter_state: 'Between states' },
                status: { issued: 'Issued', cancelled: 'Cancelled' },
            },
            line: {
                skuId: 'SKU',
                hsnCode: 'HSN code',
                qty: 'Quantity',
                taxRate: 'GST rate',
                amount: 'Amount',
            },
            detail: {
                heading_tax_invoice: 'Tax invoice %{no}',
                heading_credit_note: 'Credit note %{no}',
                lines: 'Lines',
                print: 'Print',
                back: 'Back to the invoices',
                not_found: 'No %{type} with ID %{id}',
            },
        },
    },
};
