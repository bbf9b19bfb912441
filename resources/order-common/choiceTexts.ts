/**
 * Labels of the order choices several resources show (orders, failed orders, refunds): each resource's texts spread
 * them under its own `choices`, so they are written once per language.
 */
/** Payment gateways known by their brand name in every language. */
const GATEWAY_NAMES = {
    razorpay: 'Razorpay',
    payu: 'PayU',
    paytm: 'Paytm',
    ccavenue: 'CCAvenue',
    billdesk: 'BillDesk',
    midtrans: 'Midtrans',
    xendit: 'Xendit',
    adyen: 'Adyen',
    stripe: 'Stripe',
    paypal: 'PayPal',
};

export const ORDER_CHOICES_EN = {
    orderStatus: {
        unpaid: 'Unpaid',
        paid: 'Paid',
        toBeDelivered: 'To be delivered',
        shipped: 'Shipped',
        delivered: 'Delivered',
        cancelled: 'Cancelled',
    },
    reviewStatus: { pending: 'Pending review', approved: 'Approved', rejected: 'Review rejected' },
    stockStatus: { sufficient: 'Sufficient', shortage: 'Shortage' },
    payMethod: {
        card: 'Card',
        netbanking: 'Netbanking',
        wallet: 'Wallet',
        UPI: 'UPI',
        IMPS: 'IMPS',
        COD: 'COD',
        EMI: 'EMI',
        others: 'Others',
    },
    payChannel: { ...GATEWAY_NAMES, alipay: 'Alipay', wechat_pay: 'WeChat Pay', unionpay: 'UnionPay', cod: 'Cash on delivery' },
};

export const ORDER_CHOICES_ZH: typeof ORDER_CHOICES_EN = {
    orderStatus: {
        unpaid: '未支付',
        paid: '已支付',
        toBeDelivered: '待发货',
        shipped: '已发货',
        delivered: '已送达',
        cancelled: '已取消',
    },
    reviewStatus: { pending: '待审核', approved: '审核通过', rejected: '审核驳回' },
    stockStatus: { sufficient: '充足', shortage: '缺货' },
    payMethod: {
        card: '银行卡',
        netbanking: '网银',
        wallet: '电子钱包',
        UPI: 'UPI',
        IMPS: 'IMPS',
        COD: '货到付款',
        EMI: '分期付款',
        others: '其他',
    },
    payChannel: { ...GATEWAY_NAMES, alipay: '支付宝', wechat_pay: '微信支付', unionpay: '银联', cod: '货到付款' },
};
