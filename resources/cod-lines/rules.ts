import type { FieldErrors } from '../kit/types';
import { toMinor } from '../recon-items/model';

/**
 * A COD remittance line's rules, the one validator of the import and of the mock (written where the spec is silent):
 * a UTR of NEFT (16 characters) or RTGS (22); the AWB number the courier's code and 10 digits; the order number OMS
 * and 9 digits; amounts above 0 (remitted from 0) with two decimals at most, the remitted amount not above the COD
 * collected; delivered on or before the remittance date. Against what was imported before (`codLineServerRules`) and
 * within the file (`codFileRules`): a courier's remittance of a date is imported once, a UTR names one remittance,
 * an AWB number and an order are remitted once, and every line of a remittance carries its UTR.
 */
const T = 'resources.cod-lines.validation';
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;
/** NEFT: the bank's 4 letters, N, 11 digits; RTGS: the bank's 4 letters, R, 17 digits. */
export const UTR_FORMAT = /^[A-Z]{4}(N\d{11}|R\d{17})$/;
export const ORDER_FORMAT = /^OMS\d{9}$/;

const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const day = (value: unknown) => String(value ?? '').slice(0, 10);

export const codLineRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    if (present(record.utrNo) && !UTR_FORMAT.test(String(record.utrNo))) errors.utrNo = `${T}.utr_format`;
    if (present(record.awbNo) && present(record.courier) && !new RegExp(`^${String(record.courier)}\\d{10}$`).test(String(record.awbNo))) {
        errors.awbNo = { message: `${T}.awb_format`, args: { courier: String(record.courier) } };
    }
    if (present(record.orderId) && !ORDER_FORMAT.test(String(record.orderId))) errors.orderId = `${T}.order_format`;
    for (const field of ['codAmount', 'remittedAmount'] as const) {
        if (present(record[field]) && !TWO_DECIMALS.test(String(record[field]))) errors[field] = `${T}.two_decimals`;
    }
    if (!errors.codAmount && present(record.codAmount) && toMinor(record.codAmount) <= 0) errors.codAmount = `${T}.cod_positive`;
    if (!errors.codAmount && !errors.remittedAmount && present(record.codAmount) && present(record.remittedAmount) && toMinor(record.remittedAmount) > toMinor(record.codAmount)) {
        errors.remittedAmount = `${T}.remitted_above_cod`;
    }
    if (present(record.deliveredDate) && present(record.remittanceDate) && day(record.deliveredDate) > day(record.remittanceDate)) {
        errors.deliveredDate = `${T}.delivered_after_remittance`;
    }
    return errors;
};

const sameRemittance = (a: Record<string, unknown>, b: Record<string, unknown>) => a.courier === b.courier && day(a.remittanceDate) === day(b.remittanceDate);

/** Against the lines imported before (the site's): the remittance once, its UTR its own, each AWB and order once. */
export const codLineServerRules = (record: Record<string, unknown>, stored: readonly Record<string, unknown>[]): FieldErrors => {
    const errors: FieldErrors = {};
    const others = stored.filter(row => String(row.id) !== String(record.id));
    const imported = others.find(row => sameRemittance(row, record));
    if (imported) errors.remittanceDate = { message: `${T}.remittance_imported`, args: { utr: String(imported.utrNo) } };
    const utrElsewhere = others.find(row => row.utrNo === record.utrNo && !sameRemittance(row, record));
    if (present(record.utrNo) && utrElsewhere) {
        errors.utrNo = { message: `${T}.utr_used`, args: { courier: String(utrElsewhere.courier), date: day(utrElsewhere.remittanceDate) } };
    }
    const awb = present(record.awbNo) && others.find(row => row.awbNo === record.awbNo);
    if (awb) errors.awbNo = { message: `${T}.awb_remitted`, args: { date: day(awb.remittanceDate) } };
    const order = present(record.orderId) && others.find(row => row.orderId === record.orderId);
    if (order) errors.orderId = { message: `${T}.order_remitted`, args: { date: day(order.remittanceDate) } };
    return errors;
};

/**
 * Within one file (each row against the rows above it): a remittance's lines carry one UTR, a UTR names one
 * remittance, an AWB number and an order appear once. One entry per row, in the file's order.
 */
export const codFileRules = (records: readonly Record<string, unknown>[], rowNumbers: readonly number[]): FieldErrors[] =>
    records.map((record, index) => {
        const errors: FieldErrors = {};
        const above = records.slice(0, index);
        const rowOf = (other: Record<string, unknown>) => rowNumbers[records.indexOf(other)];
        const remittance = above.find(other => sameRemittance(other, record) && present(other.utrNo) && other.utrNo !== record.utrNo);
        if (remittance && present(record.utrNo)) errors.utrNo = { message: `${T}.utr_differs`, args: { row: rowOf(remittance), utr: String(remittance.utrNo) } };
        const utr = above.find(other => present(record.utrNo) && other.utrNo === record.utrNo && !sameRemittance(other, record));
        if (utr && !errors.utrNo) errors.utrNo = { message: `${T}.utr_two_remittances`, args: { row: rowOf(utr) } };
        for (const field of ['awbNo', 'orderId'] as const) {
            const twice = present(record[field]) && above.find(other => other[field] === record[field]);
            if (twice) errors[field] = { message: `${T}.twice_in_file`, args: { row: rowOf(twice) } };
        }
        return errors;
    });
