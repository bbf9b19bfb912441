import type { FieldErrors } from '../kit/types';
import { isImei } from '../../base/imei';
import { ORDER_NO } from '../price-protections/rules';

/**
 * A service application's rules (form, mock): a return or a replacement names its order (OMS and 9 digits); a
 * repair names its fault; the IMEI with its Luhn digit; a mobile of 10 to 13 digits; the courier's air waybill 8 to
 * 20 capitals or digits.
 */
const T = 'resources.service-applications.validation';
const MOBILE = /^\+?\d{10,13}$/;
const AWB = /^[A-Z0-9]{8,20}$/;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const blank = (value: unknown) => value === undefined || value === null || value === '';

export const applicationRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const orderNo = text(record.orderNo);
    if (orderNo !== '' && !ORDER_NO.test(orderNo)) errors.orderNo = `${T}.order_no`;
    else if (orderNo === '' && (record.serviceType === 'return' || record.serviceType === 'replacement')) errors.orderNo = `${T}.order_needed`;
    if (record.serviceType === 'repair' && blank(record.faultTypeId)) errors.faultTypeId = `${T}.fault_needed`;
    const mobile = text(record.mobile).replace(/[\s-]/g, '');
    if (mobile !== '' && !MOBILE.test(mobile)) errors.mobile = `${T}.mobile`;
    if (text(record.imei) !== '' && !isImei(text(record.imei))) errors.imei = `${T}.imei`;
    if (text(record.courierAwb) !== '' && !AWB.test(text(record.courierAwb))) errors.courierAwb = `${T}.awb`;
    return errors;
};
