import type { ResourceModule } from '../kit/types';

/**
 * Coupons issued to customers: who received which template's coupon, how,
 * and whether it was used and on which order. Per market; read-only records, filtered and exported.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'receiveTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'couponCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'templateId', type: 'ref', reference: 'coupon-templates', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'userId', type: 'text', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'source', type: 'enum', choices: ['receive', 'system_issue', 'lottery', 'group_code', 'points_exchange', 'activity'], column: 'default', filter: 'optional', required: true },
        { source: 'receiveTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'status', type: 'enum', choices: ['unused', 'locked', 'used', 'expired', 'invalid'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'useTime', type: 'datetime', column: 'pickable', sortable: true },
    ],
};
