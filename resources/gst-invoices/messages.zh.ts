/** gst-invoices texts (resources.gst-invoices), in Chinese. */
export const gstInvoicesZh = {
    resources: {
        'gst-invoices': {
            name: 'GST 发票',
            fields: {
                invoiceNo: '发票号',
                invoiceType: '类型',
                orderId: '订单号',
                invoiceDate: '开票日期',
                sellerGstin: '销售方 GSTIN',
                sellerName: '销售方',
                sellerAddress: '销售方地址',
                buyerName: '购买方',
                buyerGstin: '购买方 GSTIN',
                placeOfSupply: '供应地',
                supplyType: '供应类型',
                taxableValue: '应税金额',
                cgst: 'CGST',
                sgst: 'SGST',
                igst: 'IGST',
                totalAmount: '合计',
                originalInvoiceNo: '原发票',
                status: '状态',
                lines: '明细',
            },
            choices: {
                invoiceType: { tax_invoice: '税务发票', credit_note: '贷项通知单' },
                supplyType: { intra_state: '邦内', inter_state: '跨邦' },
                status: { issued: '已开具', cancelled: '已作废' },
            },
            line: {
                skuId: 'SKU',
                hsnCode: 'HSN 编码',
                qty: '数量',
                taxRate: 'GST 税率',
                amount: '金额',
            },
            detail: {
                heading_tax_invoice: '税务发票 %{no}',
                heading_credit_note: '贷项通知单 %{no}',
                lines: '明细',
                print: '打印',
                back: '返回发票列表',
                not_found: '没有 ID 为 %{id} 的 %{type}',
            },
        },
    },
};
