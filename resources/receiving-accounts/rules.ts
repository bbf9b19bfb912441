import { isIfsc } from '../../base/gstin';
import type { FieldErrors } from '../kit/types';

const T = 'resources.receiving-accounts.validation';

/** An Indian bank account: 9 to 18 digits, and its branch's IFSC (base/gstin.ts). */
export const accountRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const number = String(record.accountNumber ?? '');
    if (number !== '' && !/^\d{9,18}$/.test(number)) errors.accountNumber = `${T}.account_number`;
    const ifsc = String(record.ifsc ?? '');
    if (ifsc !== '' && !isIfsc(ifsc)) errors.ifsc = `${T}.ifsc`;
    return errors;
};
