import type { FieldErrors } from '../kit/types';
import { fromMinor, toMinor } from '../recon-items/model';

/**
 * A statement line's rules, the one validator of its import and of the mock: a refund names its refund number; the
 * gateway's fee and its tax are not negative and not above the gross amount; amounts have at most two decimals; the
 * transaction is not after the statement it is settled in.
 */
const T = 'resources.statement-lines.validation';
const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

export const statementLineRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (record.txnType === 'refund' && !present(record.refundNo)) errors.refundNo = `${T}.refund_no_required`;
    for (const field of ['grossAmount', 'feeAmount', 'taxOnFee'] as const) {
        if (present(record[field]) && !TWO_DECIMALS.test(String(record[field]))) errors[field] = `${T}.two_decimals`;
    }
    if (!errors.feeAmount && !errors.taxOnFee && present(record.grossAmount)) {
        const charges = toMinor(record.feeAmount) + toMinor(record.taxOnFee);
        if (charges > toMinor(record.grossAmount)) errors.feeAmount = `${T}.fees_above_gross`;
    }
    if (present(record.txnTime) && present(record.statementDate) && String(record.txnTime).slice(0, 10) > String(record.statementDate).slice(0, 10)) {
        errors.statementDate = `${T}.statement_before_txn`;
    }
    return errors;
};

/** What the gateway pays out for a line: a payment's gross less fee and tax; a refund is paid back (negative). */
export const netAmountOf = (record: Record<string, unknown>): number | null => {
    if (!present(record.grossAmount)) return null;
    const charges = toMinor(record.feeAmount) + toMinor(record.taxOnFee);
    const gross = toMinor(record.grossAmount);
    return fromMinor(record.txnType === 'refund' ? -gross - charges : gross - charges);
};
