import { gstinProblem } from '../../base/gstin';
import type { FieldErrors } from '../kit/types';

const T = 'resources.gstin-settings.validation';

/** An invoice series prefix: 1–6 capitals or digits, so that prefix, financial year and serial fit GST's 16 characters. */
export const INVOICE_PREFIX = /^[A-Z0-9]{1,6}$/;

/** The GSTIN's format and check character (base/gstin.ts, the one GSTIN check) and the invoice prefix's form. */
export const gstinSettingRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: Record<string, string> = {};
    const problem = gstinProblem(String(record.gstin ?? ''));
    if (record.gstin != null && record.gstin !== '' && problem) errors.gstin = `${T}.gstin_${problem}`;
    const prefix = String(record.invoicePrefix ?? '');
    if (prefix !== '' && !INVOICE_PREFIX.test(prefix)) errors.invoicePrefix = `${T}.invoice_prefix`;
    return errors;
};

type Rows = readonly Record<string, unknown>[];

/**
 * What needs the server's other records: the GSTIN's state code is its state's GST code, and every warehouse it
 * covers lies in that state (a registration invoices only from its own state).
 */
export const gstinSettingServerRules = (record: Record<string, unknown>, states: Rows, warehouses: Rows): FieldErrors => {
    const errors: Record<string, string> = {};
    const stateId = String(record.stateId ?? '');
    const state = states.find(row => String(row.id) === stateId);
    const gstin = String(record.gstin ?? '');
    if (state && gstin !== '' && !gstinProblem(gstin) && gstinProblem(gstin, String(state.gstStateCode)) === 'state') {
        errors.gstin = `${T}.gstin_state`;
    }
    const ids = Array.isArray(record.warehouseIds) ? record.warehouseIds.map(String) : [];
    const elsewhere = warehouses.filter(row => ids.includes(String(row.id)) && String(row.stateId ?? '') !== stateId);
    if (state && elsewhere.length > 0) errors.warehouseIds = `${T}.warehouse_state`;
    return errors;
};
