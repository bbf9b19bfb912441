import type { ResourceModule } from '../kit/types';

/**
 * Coupon codes: the codes generated for a coupon template (its list's
 * "Generate codes", mock-server/handlers/custom/prize.ts), looked up by code, template, batch or status; each with
 * the customer who collected it and the order that used it. Read-only: codes come from generation only.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'generateTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'couponCode', type: 'text', column: 'default', filter: 'alwaysOn', required: true, unique: true, maxLength: 32, sortable: true },
        { source: 'templateId', type: 'ref', reference: 'coupon-templates', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'batchNo', type: 'text', formHidden: true, column: 'default', filter: 'optional', maxLength: 32 },
        { source: 'status', type: 'enum', choices: ['unused', 'collected', 'used', 'invalid'], column: 'default', filter: 'alwaysOn', required: true },
        { source: 'userId', type: 'text', column: 'default', filter: 'optional' },
        { source: 'orderId', type: 'text', formHidden: true, column: 'pickable', filter: 'optional' },
        { source: 'generateTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'useTime', type: 'datetime', formHidden: true, column: 'pickable', sortable: true },
    ],
};

/**
 * What follows from a code's state: its batch is its template's, and only a used code names its order and use time.
 * (Seeded codes get these from here; generated ones are written whole by the generation call.)
 */
export const derive = (record: Record<string, unknown>) => {
    const used = record.status === 'used';
    return {
        batchNo: record.batchNo ?? `B${String(record.templateId ?? '').padStart(5, '0')}01`,
        orderId: used ? (record.orderId ?? `OD${String(record.id ?? '').padStart(10, '0')}`) : null,
        useTime: used ? (record.useTime ?? record.generateTime ?? null) : null,
    };
};
