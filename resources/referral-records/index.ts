import type { ResourceModule } from '../kit/types';
import { COMMISSION_STATUSES } from './commission';

/**
 * A referral order: the ambassador and code it came with, the order and product, its amount, the commission rate and
 * amount (in the site's currency) and how far the commission has gone. Written by the referral system; read-only.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'orderTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'ambassadorId', type: 'ref', reference: 'ambassadors', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'referralCode', type: 'text', column: 'pickable', maxLength: 12 },
        { source: 'orderId', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 20 },
        { source: 'skuId', type: 'ref', reference: 'skus', column: 'default' },
        { source: 'orderAmount', type: 'money', column: 'default', sortable: true },
        { source: 'commissionRate', type: 'percent', column: 'default' },
        { source: 'commissionAmount', type: 'money', column: 'default', sortable: true },
        { source: 'commissionStatus', type: 'enum', choices: COMMISSION_STATUSES, column: 'default', filter: 'alwaysOn', required: true },
        { source: 'orderTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
    ],
};
