import type { FieldErrors, ResourceModule } from '../kit/types';
import { isImei } from '../../base/imei';
import { flowDerive, flowFields } from '../service-requests-common/flow';
import { RESERVATION_FLOW } from './flow';

export const TIME_SLOTS = ['10-12', '12-14', '14-16', '16-18', '18-20'] as const;

/**
 * A booking at a service centre: who (name, mobile, e-mail), the phone (model, IMEI with its Luhn digit when given)
 * and its fault, the centre, the day (not before today for a new booking) and the two-hour slot. Its state moves
 * only through the flow's table (flow.ts), each move on its timeline.
 */
export const description: ResourceModule['description'] = {
    sort: { field: 'dueTime', order: 'ASC' },
    actions: { export: true, dialog: { create: true } },
    fields: [
        { source: 'reservationNo', type: 'text', readOnly: true, formHidden: true, unique: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'name', type: 'text', required: true, maxLength: 40, column: 'default' },
        { source: 'mobile', type: 'text', required: true, maxLength: 15, column: 'default', filter: 'optional' },
        { source: 'email', type: 'text', maxLength: 80, column: 'pickable' },
        { source: 'modelId', type: 'ref', reference: 'service-models', required: true, column: 'default' },
        { source: 'imei', type: 'text', maxLength: 15, column: 'pickable' },
        { source: 'faultTypeId', type: 'ref', reference: 'fault-types', required: true, column: 'pickable' },
        { source: 'serviceCenterId', type: 'ref', reference: 'store-addresses', required: true, column: 'default', filter: 'alwaysOn' },
        { source: 'appointmentDate', type: 'date', required: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'timeSlot', type: 'enum', choices: TIME_SLOTS, required: true, column: 'default' },
        ...flowFields(RESERVATION_FLOW),
        { source: 'createTime', type: 'datetime', readOnly: true, formHidden: true, column: 'default', filter: 'optional', sortable: true },
        { source: 'creator', type: 'text', readOnly: true, formHidden: true, column: 'pickable' },
    ],
};

const MOBILE = /^\+?\d{10,13}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export const rules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const mobile = text(record.mobile).replace(/[\s-]/g, '');
    if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = 'resources.reservations.validation.mobile';
    if (text(record.email) !== '' && !EMAIL.test(text(record.email))) errors.email = 'resources.reservations.validation.email';
    if (text(record.imei) !== '' && !isImei(text(record.imei))) errors.imei = 'resources.reservations.validation.imei';
    const day = text(record.appointmentDate).slice(0, 10);
    if (record.history === undefined && day !== '' && day < new Date().toISOString().slice(0, 10)) errors.appointmentDate = 'resources.reservations.validation.past';
    return errors;
};

/** A booking made here starts booked, numbered by the server. */
export const derive = (record: Record<string, unknown>): Record<string, unknown> => ({
    ...flowDerive(RESERVATION_FLOW)(record),
    reservationNo: record.reservationNo ?? `SR${Date.now().toString().slice(-9)}`,
});
