import type { FieldErrors } from '../kit/types';
import { allRules, isNumber, validityRule } from '../activity-common/rules';

const timeOf = (value: unknown) => (value === undefined || value === null || value === '' ? NaN : Date.parse(String(value)));

/**
 * A pre-order's payments: a deposit pre-order takes a deposit during the activity that
 * deducts at least its own amount from the price, then the balance in a window that opens once the deposit phase
 * has ended; a full pre-sale is paid at once and has neither.
 */
const paymentRule = (record: Record<string, unknown>): FieldErrors => {
    if (record.presaleType !== 'deposit') return {};
    const key = (name: string) => `resources.pre-orders.validation.${name}`;
    if (!isNumber(record.depositAmount)) return { depositAmount: key('deposit_required') };
    if (!isNumber(record.deductionAmount)) return { deductionAmount: key('deduction_required') };
    if (Number(record.deductionAmount) < Number(record.depositAmount)) return { deductionAmount: key('deduction_below_deposit') };
    const [end, balanceStart, balanceEnd] = [record.endTime, record.balanceStart, record.balanceEnd].map(timeOf);
    if (!Number.isFinite(balanceStart)) return { balanceStart: key('balance_window_required') };
    if (!Number.isFinite(balanceEnd)) return { balanceEnd: key('balance_window_required') };
    if (Number.isFinite(end) && balanceStart < end) return { balanceStart: key('balance_before_deposit_end') };
    if (balanceEnd <= balanceStart) return { balanceEnd: key('balance_end_before_start') };
    return {};
};

export const preOrderRules = allRules(validityRule, paymentRule);
