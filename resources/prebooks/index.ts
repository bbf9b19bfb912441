import type { ResourceModule } from '../kit/types';

/**
 * Pre-bookings of /orders/prebook: a customer pays a token amount to reserve a
 * coming phone, gets a coupon, and later converts the booking into an order. Per market, read-only but for the
 * one row action, refunding the token of a booking that was not converted (its pay status follows, `derive`).
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'prebookTime', order: 'DESC' },
    actions: {
        readOnly: true,
        export: true,
        status: {
            field: 'status',
            transitions: [{ from: ['booked', 'expired'], to: 'refunded', labelKey: 'resources.prebooks.actions.refund_token' }],
        },
    },
    fields: [
        { source: 'prebookNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'userId', type: 'text', column: 'default', filter: 'optional', required: true, maxLength: 32 },
        { source: 'mobile', type: 'text', column: 'pickable', maxLength: 20 },
        { source: 'spu', type: 'ref', reference: 'spu', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'sku', type: 'ref', reference: 'skus', column: 'default', required: true },
        { source: 'tokenAmount', type: 'money', column: 'default', required: true, min: 1, sortable: true },
        { source: 'payStatus', type: 'enum', choices: ['paid', 'unpaid', 'refunded'], column: 'default', filter: 'optional', required: true },
        { source: 'prebookTime', type: 'datetime', column: 'default', filter: 'alwaysOn', required: true, sortable: true },
        { source: 'couponCode', type: 'text', column: 'pickable', maxLength: 32 },
        { source: 'convertedOrderId', type: 'text', column: 'pickable', maxLength: 32 },
        { source: 'status', type: 'enum', choices: ['booked', 'converted', 'refunded', 'expired'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

/** A refunded booking's token is refunded: its pay status says so, whoever sets the status. */
export const derive: ResourceModule['derive'] = record => (record.status === 'refunded' ? { payStatus: 'refunded' } : {});
