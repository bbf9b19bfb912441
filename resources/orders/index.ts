import type { FieldDescription, ResourceModule } from '../kit/types';
import {
    BANK_OFFER_TYPES,
    EMI_TYPES,
    EXCHANGE_TYPES,
    MEMBERSHIP_LEVELS,
    ORDER_REVIEW_STATUSES,
    ORDER_SOURCES,
    ORDER_STATUSES,
    ORDER_TYPES,
    PAY_CHANNELS,
    PAY_METHODS,
    PLATFORMS,
    STOCK_STATUSES,
} from './model';

/**
 * The Order (spec section 3), read-only: staff list, filter, export and review orders; the shop
 * writes them. The mock seeds 100,000 live orders (12,500 per site) and 5,000 test orders (mock-server/db/seed/orders.ts).
 *
 * Fields of a row (what sibling screens may rely on):
 * - ids: id (number), orderId ('OMS…'), userId, siteCode, dataType (0 live, 1 test: qa accounts see only 1),
 *   region, country
 * - customer: email, contactNumber, pincode, province, city, membershipLevel
 * - payment: orderStatus (ORDER_STATUSES: unpaid, paid, toBeDelivered, shipped, delivered, cancelled), payChannel
 *   (PAY_CHANNELS), payMethod (PAY_METHODS), orderType (ORDER_TYPES), orderTime, paidTime (null when unpaid),
 *   balancePaidTime, orderAmount (what was paid, site currency), orderDiscounts, pointsConsumed, pointsEarned,
 *   taxFactor (the site's, spec section 9) and taxAmount (orderAmount × factor / 100), tcsAmount (India),
 *   insuranceRefundAmount
 * - logistics: sku (skus id of the main line), spu (spu id), shippingNumber, stockStatus, warehouseCode, vendorCode,
 *   lines: [{skuId (skus id), gtinCode, quantity, giftFlag, unitPrice, totalPrice, imei, trackingNumber}]
 * - invoice: electronicInvoiceLink, gstin, businessName, panCardNumber
 * - marketing: orderSource, platform, sourceActivity, inviteOrder, liveSale, discoverSale, exchangeType,
 *   originalOrderNumber, couponTemplateCode, couponName, couponCode, bankOfferName, bankOfferType, bankOfferAmount,
 *   benefitEmiType, rCode
 * - review: reviewStatus (pending, approved, rejected), reviewer (account), reviewTime, reviewStatusFlow:
 *   [{reviewStatus, orderStatus, operator, time}] (model.ts; the review rule is REVIEW_TRANSITIONS there)
 */
const text = (source: string, tab: string, extra: Partial<FieldDescription> = {}): FieldDescription => ({ source, type: 'text', tab, column: 'pickable', ...extra });
const money = (source: string, tab: string, extra: Partial<FieldDescription> = {}): FieldDescription => ({ source, type: 'money', tab, column: 'pickable', ...extra });
const flag = (source: string, tab: string): FieldDescription => ({ source, type: 'bool', tab, column: 'pickable' });
const choice = (source: string, tab: string, choices: readonly string[], extra: Partial<FieldDescription> = {}): FieldDescription => ({
    source,
    type: 'enum',
    choices,
    tab,
    column: 'pickable',
    ...extra,
});

export const description: ResourceModule['description'] = {
    sort: { field: 'orderTime', order: 'DESC' },
    // 50 orders a page: what staff scan at once.
    perPage: 50,
    // Per site (live orders): 8 sites × 12,500 = 100,000.
    actions: { readOnly: true, export: true },
    tabs: ['customer', 'payment', 'logistics', 'invoice', 'marketing', 'review'],
    fields: [
        text('orderId', 'payment', { column: 'default', filter: 'alwaysOn' }),
        { source: 'orderTime', type: 'datetime', tab: 'payment', column: 'default', filter: 'alwaysOn', sortable: true },
        text('userId', 'customer', { column: 'default', filter: 'optional' }),
        choice('orderStatus', 'payment', ORDER_STATUSES, { column: 'default', filter: 'alwaysOn' }),
        choice('reviewStatus', 'review', ORDER_REVIEW_STATUSES, { column: 'default', filter: 'alwaysOn' }),
        choice('payMethod', 'payment', PAY_METHODS, { column: 'default', filter: 'alwaysOn' }),
        choice('payChannel', 'payment', PAY_CHANNELS, { column: 'default', filter: 'optional' }),
        money('orderAmount', 'payment', { column: 'default', sortable: true }),
        { source: 'sku', type: 'ref', reference: 'skus', tab: 'logistics', column: 'default', filter: 'optional' },
        { source: 'spu', type: 'ref', reference: 'spu', tab: 'logistics', column: 'pickable', filter: 'optional' },
        choice('stockStatus', 'logistics', STOCK_STATUSES, { filter: 'optional' }),
        choice('orderType', 'payment', ORDER_TYPES, { filter: 'optional' }),
        choice('orderSource', 'marketing', ORDER_SOURCES, { filter: 'optional' }),
        choice('platform', 'marketing', PLATFORMS, { filter: 'optional' }),
        text('shippingNumber', 'logistics', { filter: 'optional' }),
        text('pincode', 'customer', { filter: 'optional' }),
        text('email', 'customer', { filter: 'optional' }),
        text('contactNumber', 'customer', { filter: 'optional' }),
        text('couponCode', 'marketing', { filter: 'optional' }),
        text('region', 'customer'),
        text('country', 'customer'),
        text('province', 'customer'),
        text('city', 'customer'),
        choice('membershipLevel', 'customer', MEMBERSHIP_LEVELS),
        { source: 'paidTime', type: 'datetime', tab: 'payment', column: 'pickable' },
        { source: 'balancePaidTime', type: 'datetime', tab: 'payment', column: 'pickable' },
        money('orderDiscounts', 'payment'),
        { source: 'pointsConsumed', type: 'number', tab: 'payment', column: 'pickable' },
        { source: 'pointsEarned', type: 'number', tab: 'payment', column: 'pickable' },
        { source: 'taxFactor', type: 'number', tab: 'payment', column: 'pickable' },
        money('taxAmount', 'payment'),
        money('tcsAmount', 'payment'),
        money('insuranceRefundAmount', 'payment'),
        text('warehouseCode', 'logistics'),
        text('vendorCode', 'logistics'),
        text('originalOrderNumber', 'logistics'),
        { source: 'lines', type: 'json', tab: 'logistics' },
        { source: 'electronicInvoiceLink', type: 'file', tab: 'invoice', column: 'pickable' },
        text('gstin', 'invoice'),
        text('businessName', 'invoice'),
        text('panCardNumber', 'invoice'),
        text('sourceActivity', 'marketing'),
        flag('inviteOrder', 'marketing'),
        flag('liveSale', 'marketing'),
        flag('discoverSale', 'marketing'),
        choice('exchangeType', 'marketing', EXCHANGE_TYPES),
        text('couponTemplateCode', 'marketing'),
        text('couponName', 'marketing'),
        text('bankOfferName', 'marketing'),
        choice('bankOfferType', 'marketing', BANK_OFFER_TYPES),
        money('bankOfferAmount', 'marketing'),
        choice('benefitEmiType', 'marketing', EMI_TYPES),
        text('rCode', 'marketing'),
        text('reviewer', 'review'),
        { source: 'reviewTime', type: 'datetime', tab: 'review', column: 'pickable' },
        { source: 'reviewStatusFlow', type: 'json', tab: 'review' },
    ],
};
