/**
 * GST on a supply, pure: the one rule the invoices, the credit notes, the mock and the tests use. Within a state
 * (the seller's warehouse in the state of delivery) the tax is split into central and state GST, half each; across
 * states it is integrated GST, whole. Amounts in rupees, rounded to the paisa.
 */
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface GstSplit {
    cgst: number;
    sgst: number;
    igst: number;
}

export const gstOf = (taxableValue: number, rate: number, intraState: boolean): GstSplit => {
    if (intraState) {
        const half = round2((taxableValue * rate) / 2);
        return { cgst: half, sgst: half, igst: 0 };
    }
    return { cgst: 0, sgst: 0, igst: round2(taxableValue * rate) };
};

/** The taxable value inside a price that includes GST at the rate. */
export const taxableOf = (grossAmount: number, rate: number): number => round2(grossAmount / (1 + rate));

/** A line's total: its taxable value and its taxes. */
export const lineTotal = (taxableValue: number, split: GstSplit): number => round2(taxableValue + split.cgst + split.sgst + split.igst);

/** The two kinds of document of the list, and the `{type}` of their detail path. */
export const INVOICE_TYPES = ['tax_invoice', 'credit_note'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];
export const PATH_TYPE: Readonly<Record<InvoiceType, string>> = { tax_invoice: 'invoice', credit_note: 'credit_note' };

/** A credit note may not credit more than its invoice: its taxable value and its total within the invoice's. */
export const creditExceedsInvoice = (credit: { taxableValue: number; totalAmount: number }, invoice: { taxableValue: number; totalAmount: number }): boolean =>
    credit.taxableValue > invoice.taxableValue || credit.totalAmount > invoice.totalAmount;
