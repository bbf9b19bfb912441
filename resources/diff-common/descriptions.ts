import type { ResourceModule } from '../kit/types';
import type { ResourceSeed } from '../kit/seed';

/**
 * Inbound and outbound orders as the warehouses' WMS reports them (/diff), each read from two interfaces (the WMS's
 * first and its V2): one description each, served by a collection per interface. Read-only: the WMS writes them. The
 * difference is what arrived or left less what was expected (computed, never entered), and a filter finds those that
 * differ.
 */
export const INBOUND: ResourceModule['description'] = {
    sort: { field: 'expectedDate', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'inboundNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 24, sortable: true },
        { source: 'poNo', type: 'text', column: 'default', filter: 'optional', maxLength: 32 },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'skuCount', type: 'number', column: 'pickable', min: 1, max: 20 },
        { source: 'expectedQty', type: 'number', column: 'default', min: 10, max: 3000, sortable: true },
        { source: 'receivedQty', type: 'number', column: 'default', min: 0, max: 3000, sortable: true },
        { source: 'diffQty', type: 'number', column: 'default', formHidden: true, sortable: true },
        { source: 'hasDifference', type: 'bool', formHidden: true, filter: 'alwaysOn' },
        { source: 'expectedDate', type: 'date', column: 'default', filter: 'optional', required: true, sortable: true },
        { source: 'receivedTime', type: 'datetime', column: 'pickable', sortable: true },
        { source: 'status', type: 'enum', choices: ['created', 'in_transit', 'receiving', 'received', 'closed'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

export const OUTBOUND: ResourceModule['description'] = {
    sort: { field: 'shipTime', order: 'DESC' },
    actions: { readOnly: true, export: true },
    fields: [
        { source: 'outboundNo', type: 'text', column: 'default', filter: 'alwaysOn', required: true, maxLength: 24, sortable: true },
        { source: 'orderId', type: 'text', column: 'default', filter: 'optional', maxLength: 32 },
        { source: 'warehouseId', type: 'ref', reference: 'warehouses', column: 'default', filter: 'alwaysOn', required: true },
        { source: 'courier', type: 'text', column: 'default', filter: 'optional', maxLength: 40 },
        { source: 'awbNo', type: 'text', column: 'pickable', maxLength: 30 },
        { source: 'qty', type: 'number', column: 'default', min: 1, max: 5, sortable: true },
        { source: 'shippedQty', type: 'number', column: 'default', min: 0, max: 5, sortable: true },
        { source: 'diffQty', type: 'number', column: 'default', formHidden: true, sortable: true },
        { source: 'hasDifference', type: 'bool', formHidden: true, filter: 'alwaysOn' },
        { source: 'shipTime', type: 'datetime', column: 'default', filter: 'optional', sortable: true },
        { source: 'status', type: 'enum', choices: ['shipped', 'created', 'picked', 'packed', 'delivered', 'cancelled'], column: 'default', filter: 'alwaysOn', required: true },
    ],
};

const difference = (got: unknown, expected: unknown) => {
    const diff = Number(got ?? 0) - Number(expected ?? 0);
    return Number.isFinite(diff) ? { diffQty: diff, hasDifference: diff !== 0 } : { diffQty: null, hasDifference: false };
};

export const inboundDerive: ResourceModule['derive'] = record => difference(record.receivedQty, record.expectedQty);
export const outboundDerive: ResourceModule['derive'] = record => difference(record.shippedQty, record.qty);

export const INBOUND_SEED: ResourceSeed = {
    count: 40,
    fields: {
        inboundNo: { sample: 'code' },
        poNo: { sample: 'poNo' },
        // Half to all of what was expected arrived: the differences this screen is for.
        receivedQty: { sample: 'partOfPrevious' },
        receivedTime: { sample: 'laterThanPrevious' },
    },
};

export const OUTBOUND_SEED: ResourceSeed = {
    count: 40,
    fields: {
        outboundNo: { sample: 'code' },
        orderId: { sample: 'code' },
        courier: { sample: 'courier' },
        awbNo: { sample: 'code' },
        shippedQty: { sample: 'partOfPrevious' },
    },
};
