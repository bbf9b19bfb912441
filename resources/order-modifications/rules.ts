import { ORDER_STATUSES } from '../../base/constants';
import type { FieldErrors } from '../kit/types';

export const MODIFY_TYPES = ['address', 'contact'] as const;
export type ModifyType = (typeof MODIFY_TYPES)[number];
type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * What may still change on an order, by its status (the one table the form, the mock and the tests read): before
 * shipment the address and the contact; once shipped the parcel is on its way, so only the contact (the courier
 * calls it); a delivered or cancelled order is closed and changes no more.
 */
export const MODIFIABLE: Readonly<Record<OrderStatus, readonly ModifyType[]>> = {
    unpaid: ['address', 'contact'],
    paid: ['address', 'contact'],
    toBeDelivered: ['address', 'contact'],
    shipped: ['contact'],
    delivered: [],
    cancelled: [],
};

/** The order fields each kind of change writes. */
export const MODIFIED_FIELDS: Readonly<Record<ModifyType, readonly string[]>> = {
    address: ['province', 'city', 'pincode'],
    contact: ['contactNumber', 'email'],
};

const POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/;
const PHONE = /^\+?\d{7,15}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A change of an order's address or contact: allowed by the order's status (MODIFIABLE; the form and the mock know
 * it from the order looked up), an address whole (province, city, a postcode), a contact with a well-formed phone
 * number or e-mail (at least one).
 */
export const modificationRules = (record: Record<string, unknown>): FieldErrors => {
    const type = record.modifyType as ModifyType | undefined;
    const status = record.orderStatus as OrderStatus | undefined;
    if (status && type && MODIFIABLE[status]) {
        const allowed = MODIFIABLE[status];
        if (allowed.length === 0) return { orderId: 'resources.order-modifications.validation.closed_order' };
        if (!allowed.includes(type)) return { modifyType: 'resources.order-modifications.validation.shipped_address' };
    }
    const errors: FieldErrors = {};
    if (type === 'address') {
        for (const source of ['province', 'city', 'pincode']) if (blank(record[source])) errors[source] = 'ra.validation.required';
        if (!errors.pincode && !POSTCODE.test(String(record.pincode).trim())) errors.pincode = 'resources.order-modifications.validation.postcode';
    }
    if (type === 'contact') {
        if (blank(record.contactNumber) && blank(record.email)) errors.contactNumber = 'resources.order-modifications.validation.contact_required';
        if (!blank(record.contactNumber) && !PHONE.test(String(record.contactNumber).trim())) errors.contactNumber = 'resources.order-modifications.validation.phone';
        if (!blank(record.email) && !EMAIL.test(String(record.email).trim())) errors.email = 'resources.order-modifications.validation.email';
    }
    return errors;
};
