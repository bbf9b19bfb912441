import type { FieldErrors, ResourceModule } from '../kit/types';
import { isImei } from '../../base/imei';
import { flowDerive, flowFields } from '../service-requests-common/flow';
import { REPAIR_FLOW } from './flow';

/**
 * A pick-and-drop repair: the customer, where the courier collects (address and a six-digit pincode), the phone
 * (model, IMEI with its Luhn digit) and its fault, the pickup date (not before the request), the courier's air
 * waybills, the service centre and the charge. Its state moves only through the flow's table (flow.ts), each move
 * on its timeline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'dueTime', order: 'ASC' },
    actions: { export: true, dialog: { create: true } },
    fields: [
        { source: 'requestNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'customerName', type: 'text', required: true, maxLength: 40, column: 'default' },
        { source: 'mobile', type: 'text', required: true, maxLength: 15, column: 'default', filter: 'optional' },
        { source: 'address', type: 'text', required: true, maxLength: 200, column: 'pickable' },
        { source: 'pincode', type: 'text', required: true, maxLength: 6, column: 'default', filter: 'alwaysOn' },
        { source: 'modelId', type: 'ref', reference: 'service-models', required: true, column: 'default' },
        { source: 'imei', type: 'text', required: true, maxLength: 15, column: 'pickable', filter: 'optional' },
        { source: 'faultTypeId', type: 'ref', reference: 'fault-types', required: true, column: 'pickable' },
        { source: 'pickupDate', type: 'date', required: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'pickupAwb', type: 'text', maxLength: 20, column: 'pickable' },
        { source: 'returnAwb', type: 'text', maxLength: 20, column: 'pickable' },
        { source: 'serviceCenterId', type: 'ref', reference: 'store-addresses', column: 'pickable' },
        { source: 'repairCharge', type: 'money', min: 0, max: 20_000, column: 'pickable' },
        ...flowFields(REPAIR_FLOW),
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'pickable' },
    ],
};

const MOBILE = /^\+?\d{10,13}$/;
const PINCODE = /^[1-9]\d{5}$/;
const AWB = /^[A-Z0-9]{8,20}$/;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const mobile = text(record.mobile).replace(/[\s-]/g, '');
    if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = 'resources.repair-requests.validation.mobile';
    if (text(record.pincode) !== '' && !PINCODE.test(text(record.pincode))) errors.pincode = 'resources.kit.validation.pincode';
    if (text(record.imei) !== '' && !isImei(text(record.imei))) errors.imei = 'resources.repair-requests.validation.imei';
    for (const source of ['pickupAwb', 'returnAwb']) {
        if (text(record[source]) !== '' && !AWB.test(text(record[source]))) errors[source] = 'resources.repair-requests.validation.awb';
    }
    // A new request's pickup is today or later (a stored one keeps its date as the courier came).
    const pickup = text(record.pickupDate).slice(0, 10);
    if (record.history === undefined && pickup !== '' && pickup < new Date().toISOString().slice(0, 10)) errors.pickupDate = 'resources.repair-requests.validation.pickup_past';
    return errors;
};

/** A request made here starts requested, numbered by the server. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...flowDerive(REPAIR_FLOW)(record),
    requestNo: record.requestNo ?? `PD${Date.now().toString().slice(-9)}`,
});
