import { gstOf } from '../gst-invoices/tax';
import type { FieldDescription } from '../kit/types';

/**
 * A bulk order's lines and payments, kept in its `lines` and `payments` (JSON fields of the description): these
 * descriptions give the row editors their inputs and the rules their bounds. Labels:
 * `resources.b2b-orders.fields.lines.{source}`, `…fields.payments.{source}`.
 */
export const LINE_FIELDS: readonly FieldDescription[] = [
    { source: 'skuId', type: 'ref', reference: 'skus', required: true },
    { source: 'qty', type: 'number', required: true, min: 1, max: 100_000 },
    { source: 'unitPrice', type: 'money', required: true, min: 0, max: 10_000_000 },
    { source: 'gstRate', type: 'percent', required: true, min: 0, max: 0.28 },
];

export const PAYMENT_FIELDS: readonly FieldDescription[] = [
    { source: 'utrNo', type: 'text', required: true, maxLength: 22 },
    { source: 'amount', type: 'money', required: true, min: 0.01, max: 1_000_000_000 },
    { source: 'paidDate', type: 'date', required: true },
];

export interface B2bLine {
    skuId?: string | number | null;
    qty?: number | string | null;
    unitPrice?: number | string | null;
    gstRate?: number | string | null;
}

export interface B2bPayment {
    utrNo?: string | null;
    amount?: number | string | null;
    paidDate?: string | null;
}

const listOf = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]).filter(item => item && typeof item === 'object') : []);
export const linesOf = (record: Record<string, unknown>) => listOf<B2bLine>(record.lines);
export const paymentsOf = (record: Record<string, unknown>) => listOf<B2bPayment>(record.payments);

const numberOf = (value: unknown): number => {
    const number = typeof value === 'number' ? value : Number(value);
    return Number.isFinite(number) ? number : 0;
};
const round2 = (value: number) => Math.round(value * 100) / 100;

/** What a payment status is, from what was paid against the total. */
export const paymentStatusOf = (paid: number, total: number): 'unpaid' | 'partially_paid' | 'paid' =>
    paid <= 0 ? 'unpaid' : paid + 0.005 >= total ? 'paid' : 'partially_paid';

/**
 * The order's figures from its lines and payments (the server recomputes them on every write): quantity, taxable
 * value (quantity × unit price before GST), GST at each line's rate split as the supply type says (CGST + SGST within
 * a state, IGST across: gst-invoices/tax.ts), total, paid, still due, and the payment status.
 */
export const totalsOf = (record: Record<string, unknown>) => {
    const lines = linesOf(record);
    const intraState = record.supplyType === 'intra_state';
    const taxableValue = round2(lines.reduce((sum, line) => sum + numberOf(line.qty) * numberOf(line.unitPrice), 0));
    const splits = lines.map(line => gstOf(round2(numberOf(line.qty) * numberOf(line.unitPrice)), numberOf(line.gstRate), intraState));
    const cgst = round2(splits.reduce((sum, split) => sum + split.cgst, 0));
    const sgst = round2(splits.reduce((sum, split) => sum + split.sgst, 0));
    const igst = round2(splits.reduce((sum, split) => sum + split.igst, 0));
    const gstAmount = round2(cgst + sgst + igst);
    const totalAmount = round2(taxableValue + gstAmount);
    const paidAmount = round2(paymentsOf(record).reduce((sum, payment) => sum + numberOf(payment.amount), 0));
    return {
        lineCount: lines.length,
        totalQty: lines.reduce((sum, line) => sum + numberOf(line.qty), 0),
        taxableValue,
        cgst,
        sgst,
        igst,
        gstAmount,
        totalAmount,
        paidAmount,
        dueAmount: round2(Math.max(totalAmount - paidAmount, 0)),
        paymentStatus: paymentStatusOf(paidAmount, totalAmount),
    };
};
