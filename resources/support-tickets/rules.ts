import type { FieldErrors } from '../kit/types';
import { isImei } from '../../base/imei';

export const TICKET_CATEGORIES = ['repair', 'warranty', 'software', 'order', 'feedback', 'other'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;
const MOBILE = /^\+?\d{8,13}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The website form's checks, kept by the server: an e-mail to answer, a mobile of 8 to 13 digits and an IMEI with its Luhn digit when given. */
export const ticketRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (text(record.email) !== '' && !EMAIL.test(text(record.email))) errors.email = 'ra.validation.email';
    const mobile = text(record.mobile).replace(/[\s-]/g, '');
    if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = 'resources.support-tickets.validation.mobile';
    if (text(record.imei) !== '' && !isImei(text(record.imei))) errors.imei = 'resources.support-tickets.validation.imei';
    return errors;
};
