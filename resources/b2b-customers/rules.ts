import { gstinProblem } from '../../base/gstin';
import type { FieldErrors } from '../kit/types';

const T = 'resources.b2b-customers.validation';

/** A bulk buyer's GSTIN: its format and check character (base/gstin.ts, the one GSTIN check). */
export const customerRules = (record: Record<string, unknown>): FieldErrors => {
    const gstin = String(record.gstin ?? '');
    if (gstin === '') return {};
    const problem = gstinProblem(gstin);
    return problem ? { gstin: `${T}.gstin_${problem}` } : {};
};

/** The GSTIN's state code is the GST code of the customer's state (the server knows the states' codes). */
export const customerStateRule = (record: Record<string, unknown>, states: readonly Record<string, unknown>[]): FieldErrors => {
    const state = states.find(row => String(row.id) === String(record.stateId ?? ''));
    const gstin = String(record.gstin ?? '');
    if (!state || gstin === '' || gstinProblem(gstin)) return {};
    return gstinProblem(gstin, String(state.gstStateCode)) === 'state' ? { gstin: `${T}.gstin_state` } : {};
};

/** The PAN is the GSTIN's characters 3 to 12: never typed twice. */
export const panOf = (record: Record<string, unknown>) => {
    const gstin = String(record.gstin ?? '');
    return { pan: gstinProblem(gstin) === undefined ? gstin.slice(2, 12) : null };
};
