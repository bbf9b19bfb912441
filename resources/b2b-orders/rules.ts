import type { FieldErrors } from '../kit/types';
import { linesOf, paymentsOf, totalsOf } from './lines';

const T = 'resources.b2b-orders.validation';

/** India's GST slabs: a line's rate is one of them. */
export const GST_SLABS = [0, 0.05, 0.12, 0.18, 0.28] as const;
/** An order number: B2B, then the year's two digits and six digits. */
export const B2B_ORDER_NO = /^B2B\d{8}$/;
/** A UTR (NEFT 16 characters, RTGS 22; IMPS 12 digits): capitals and digits. */
export const UTR = /^[A-Z0-9]{12,22}$/;

/**
 * A bulk order as a whole (form, mock): its number's format; at least one line, each SKU once, a whole quantity and
 * a GST slab; each payment's UTR once and well-formed; and never more paid than the order's total.
 */
export const b2bOrderRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: Record<string, string> = {};
    const no = String(record.b2bOrderNo ?? '');
    if (no !== '' && !B2B_ORDER_NO.test(no)) errors.b2bOrderNo = `${T}.order_no`;
    const lines = linesOf(record);
    const skus = lines.map(line => String(line.skuId ?? ''));
    if (lines.length === 0) errors.lines = `${T}.lines_required`;
    else if (new Set(skus).size !== skus.length) errors.lines = `${T}.sku_twice`;
    else if (lines.some(line => !Number.isInteger(Number(line.qty)))) errors.lines = `${T}.qty_whole`;
    else if (lines.some(line => !(GST_SLABS as readonly number[]).includes(Number(line.gstRate)))) errors.lines = `${T}.gst_slab`;
    const payments = paymentsOf(record);
    const utrs = payments.map(payment => String(payment.utrNo ?? ''));
    if (utrs.some(utr => !UTR.test(utr))) errors.payments = `${T}.utr`;
    else if (new Set(utrs).size !== utrs.length) errors.payments = `${T}.utr_twice`;
    else if (payments.length > 0 && totalsOf(record).paidAmount > totalsOf(record).totalAmount) errors.payments = `${T}.overpaid`;
    return errors;
};
