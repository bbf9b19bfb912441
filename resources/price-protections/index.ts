import type { ResourceModule } from '../kit/types';
import { flowDerive, flowFields } from '../service-requests-common/flow';
import { PRICE_PROTECTION_FLOW } from './flow';
import { priceProtectionRules, refundOf } from './rules';

/**
 * A price-protection claim: the order (its number, time, the SKU, quantity and unit price paid), the buyer, the
 * price now, the protection period in days, the refund computed by the server, the price history the claim rests
 * on, and its state, moved only through the flow's table (flow.ts), each move on the review log.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'applyTime', order: 'DESC' },
    actions: { export: true },
    fields: [
        { source: 'applicationNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'orderNo', type: 'text', required: true, maxLength: 12, column: 'default', filter: 'optional' },
        { source: 'customerName', type: 'text', required: true, maxLength: 40, column: 'default' },
        { source: 'mobile', type: 'text', required: true, maxLength: 15, column: 'pickable', filter: 'optional' },
        { source: 'skuId', type: 'ref', reference: 'skus', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'quantity', type: 'number', required: true, min: 1, max: 5, column: 'pickable' },
        { source: 'paidPrice', type: 'money', required: true, min: 1, max: 200_000_000, column: 'default' },
        { source: 'currentPrice', type: 'money', required: true, min: 0, max: 200_000_000, column: 'default' },
        { source: 'refundAmount', type: 'money', readOnly: true, formHidden: true, column: 'default', sortable: true },
        { source: 'protectionDays', type: 'number', required: true, min: 7, max: 30, column: 'pickable' },
        ...flowFields(PRICE_PROTECTION_FLOW),
        { source: 'applyTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'orderTime', type: 'datetime', required: true, column: 'pickable', sortable: true },
        { source: 'priceHistory', type: 'json', formHidden: true },
        { source: 'remark', type: 'text', maxLength: 300, column: 'pickable' },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'pickable' },
    ],
};

export const rules = priceProtectionRules;

/**
 * A claim registered here starts pending, numbered and timed by the server, its price history the order's price
 * then the price now; every write gets the refund computed again.
 */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => {
    const applyTime = record.applyTime ?? new Date().toISOString();
    const history =
        Array.isArray(record.priceHistory) && record.priceHistory.length > 0
            ? record.priceHistory
            : [
                  { at: record.orderTime ?? applyTime, price: record.paidPrice ?? null },
                  { at: applyTime, price: record.currentPrice ?? null },
              ];
    return {
        ...flowDerive(PRICE_PROTECTION_FLOW)({ ...record, createTime: applyTime }),
        applicationNo: record.applicationNo ?? `PP${Date.now().toString().slice(-10)}`,
        applyTime,
        priceHistory: history,
        refundAmount: refundOf(record),
    };
};
