import type { FieldErrors, RecordRule, ResourceModule } from '../kit/types';
import { hasFenPrecision, isQualificationCode, ORDER_NO } from '../subsidy-common/model';
import { isTxnTransition, KEPT_FIELDS } from './model';

const T = 'resources.subsidy-transactions.validation';
const present = (value: unknown) => value !== undefined && value !== null && value !== '';
const dayOf = (time: unknown) => String(time ?? '').slice(0, 10);

/** The form's and the mock's check of what is typed: an OMS order number, a well-formed qualification code, fen. */
export const transactionRules: RecordRule = record => {
    const errors: FieldErrors = {};
    if (present(record.orderId) && !ORDER_NO.test(String(record.orderId))) errors.orderId = `${T}.order_no`;
    if (present(record.qualificationCode) && !isQualificationCode(record.qualificationCode)) errors.qualificationCode = `${T}.qualification_format`;
    if (!hasFenPrecision(record.orderAmount)) errors.orderAmount = `${T}.fen`;
    return errors;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Against the other records (mock; the form shows the answer at the field, so each text stands without arguments:
 * react-admin shows a server's field error as a plain message):
 * - a new transaction uses an unused qualification of its province and category, never one another transaction
 *   holds ("already used by order …"), on an order not yet subsidised, within the province's price ceiling, while
 *   the province is enabled and its rule valid;
 * - a recorded one keeps its order, qualification and amounts, and its status moves only along model.ts's table.
 */
export const transactionServerRules: NonNullable<ResourceModule['serverRules']> = (record, rowsOf) => {
    const errors: FieldErrors = {};
    const transactions = rowsOf('subsidy-transactions');
    const stored = present(record.id) ? transactions.find(row => String(row.id) === String(record.id)) : undefined;
    if (stored) {
        for (const field of KEPT_FIELDS) if (!same(record[field], stored[field])) errors[field] = `${T}.kept`;
        if (!isTxnTransition(stored.status, record.status)) errors.status = { message: `${T}.transition`, args: { from: String(stored.status), to: String(record.status) } };
        return errors;
    }
    if (present(record.status) && record.status !== 'deducted') errors.status = `${T}.new_is_deducted`;
    const code = String(record.qualificationCode ?? '');
    const province = rowsOf('subsidy-provinces').find(row => String(row.id) === String(record.provinceId));
    if (province) {
        if (province.status !== 'enabled') errors.provinceId = `${T}.province_disabled`;
        else if (present(record.txnTime) && (dayOf(record.txnTime) < dayOf(province.validFrom) || dayOf(record.txnTime) > dayOf(province.validTo))) {
            errors.txnTime = `${T}.outside_validity`;
        }
        if (present(record.orderAmount) && Number(record.orderAmount) > Number(province.priceCeiling)) {
            errors.orderAmount = `${T}.above_ceiling`;
        }
    }
    const holder = transactions.find(row => row.qualificationCode === code && row.status !== 'reversed');
    const qualification = rowsOf('subsidy-qualifications').find(row => row.qualificationCode === code);
    if (code && !errors.qualificationCode) {
        if (holder) errors.qualificationCode = `${T}.qualification_used`;
        else if (!qualification) errors.qualificationCode = `${T}.qualification_unknown`;
        else if (qualification.status !== 'unused') {
            errors.qualificationCode = qualification.status === 'used' ? `${T}.qualification_used` : `${T}.qualification_not_usable`;
        } else if (String(qualification.provinceId) !== String(record.provinceId)) {
            errors.qualificationCode = `${T}.qualification_province`;
        } else if (present(record.category) && qualification.category !== record.category) {
            errors.qualificationCode = `${T}.qualification_category`;
        }
    }
    if (present(record.orderId) && transactions.some(row => row.orderId === record.orderId && row.status === 'deducted')) {
        errors.orderId = `${T}.order_subsidised`;
    }
    return errors;
};
