import type { FieldErrors, StatusAction } from '../kit/types';
import { isIban } from './iban';

/**
 * An ambassador's statuses in one table: an application is approved or rejected; an approved ambassador is disabled
 * and enabled again. Each from the row, confirmed; the mock refuses any other change (serverRules).
 */
export const AMBASSADOR_STATUSES = ['pending', 'approved', 'rejected', 'disabled'] as const;

export const AMBASSADOR_STATUS: StatusAction = {
    field: 'status',
    transitions: [
        { from: ['pending'], to: 'approved', labelKey: 'resources.ambassadors.actions.approve' },
        { from: ['pending'], to: 'rejected', labelKey: 'resources.ambassadors.actions.reject' },
        { from: ['approved'], to: 'disabled', labelKey: 'resources.kit.disable' },
        { from: ['disabled'], to: 'approved', labelKey: 'resources.kit.enable' },
    ],
};

export const LEVELS = ['bronze', 'silver', 'gold'] as const;

/** A status changes only along the table. */
export const ambassadorServerRules = (record: Record<string, unknown>, rowsOf: (collection: string) => readonly Record<string, unknown>[]): FieldErrors => {
    const stored = record.id === undefined ? undefined : rowsOf('ambassadors').find(row => String(row.id) === String(record.id));
    if (!stored) return {};
    // What an ambassador brought is the server's sum of the referral records.
    if (['totalOrders', 'totalCommission'].some(field => Number(stored[field]) !== Number(record[field]))) return { totalOrders: 'resources.ambassadors.validation.totals' };
    if (stored.status === record.status) return {};
    const allowed = AMBASSADOR_STATUS.transitions.some(row => row.from.includes(String(stored.status)) && row.to === record.status);
    return allowed ? {} : { status: { message: 'resources.ambassadors.validation.transition', args: { from: String(stored.status), to: String(record.status) } } };
};

/**
 * The payout account and PAN (issue 23, screens [073]), checked by the detail page's form and by the mock on every
 * write. Each site pays to the account its banks use:
 * - in: a bank account (9–18 digits) with its branch's IFSC (4 capitals naming the bank, 0, 6 capitals or digits), or a
 *   UPI ID (`name@handle`); and the PAN, which income tax asks of whoever is paid commission (TDS, ./payouts.ts): 5
 *   capitals, 4 digits, a capital, the 4th letter P since an ambassador is a person.
 * - the European sites and tr: an IBAN of the site's country (eu: any of the SEPA countries it serves), its check
 *   digits verified (./iban.ts); no PAN: no tax is withheld there (the ambassador declares the commission).
 * - id, cn: the local account number (id 10–16 digits, cn a 16–19 digit bank card); no PAN either.
 * No payout method means no account yet: allowed, the payouts wait (on hold) until there is one.
 */
export const PAYOUT_METHODS = ['bank_account', 'upi'] as const;
export const PAYOUT_FIELDS = ['payoutMethod', 'accountNumber', 'ifsc', 'upiId', 'panNumber'] as const;

export const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,63}@[a-z][a-z0-9]{1,31}$/;
export const PAN = /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/;
const INDIAN_ACCOUNT = /^\d{9,18}$/;

/** The sites that pay to an IBAN, and its countries. */
export const IBAN_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
    eu: ['AT', 'BE', 'DE', 'FI', 'GR', 'IE', 'LU', 'NL', 'PT'],
    es: ['ES'],
    it: ['IT'],
    fr: ['FR'],
    uk: ['GB'],
    tr: ['TR'],
};

/** The sites that pay to a local account number, and its length in digits. */
export const LOCAL_ACCOUNT_DIGITS: Readonly<Record<string, readonly [number, number]>> = { id: [10, 16], cn: [16, 19] };

/** The site whose ambassadors are paid by UPI and have commission taxed at source (TDS), so give a PAN. */
export const INDIA = 'in';

const V = 'resources.ambassadors.validation';
const filled = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';
const text = (value: unknown) => String(value ?? '').trim();

/** The account number's error on the record's site, if any. */
const accountError = (siteCode: string, account: string): FieldErrors[string] | undefined => {
    if (siteCode === INDIA) return INDIAN_ACCOUNT.test(account) ? undefined : `${V}.account_in`;
    const countries = IBAN_COUNTRIES[siteCode];
    if (countries) return isIban(account, countries) ? undefined : { message: `${V}.iban`, args: { countries: countries.join(', ') } };
    const digits = LOCAL_ACCOUNT_DIGITS[siteCode];
    if (digits) return new RegExp(`^\\d{${digits[0]},${digits[1]}}$`).test(account) ? undefined : { message: `${V}.account_local`, args: { min: digits[0], max: digits[1] } };
    return undefined;
};

/** The payout account's and PAN's errors, at their fields. */
export const payoutAccountRules = (record: Record<string, unknown>): FieldErrors => {
    const errors: FieldErrors = {};
    const siteCode = text(record.siteCode);
    const method = text(record.payoutMethod);
    if (!method) {
        if (['accountNumber', 'ifsc', 'upiId'].some(field => filled(record[field]))) errors.payoutMethod = `${V}.payout_method`;
    } else if (method === 'upi') {
        if (siteCode !== INDIA) errors.payoutMethod = `${V}.upi_site`;
        else if (!UPI_ID.test(text(record.upiId))) errors.upiId = `${V}.upi_id`;
    } else if (!filled(record.accountNumber)) {
        errors.accountNumber = `${V}.account_required`;
    } else {
        const error = accountError(siteCode, text(record.accountNumber));
        if (error) errors.accountNumber = error;
    }
    if (method === 'bank_account' && siteCode === INDIA && !IFSC.test(text(record.ifsc))) errors.ifsc = `${V}.ifsc`;
    if (filled(record.panNumber)) {
        if (siteCode !== INDIA) errors.panNumber = `${V}.pan_site`;
        else if (!PAN.test(text(record.panNumber))) errors.panNumber = `${V}.pan`;
    }
    return errors;
};

/** Does the ambassador have an account to be paid to, and (in India) a PAN? Payouts wait on hold until both. */
export const payoutReadiness = (ambassador: Record<string, unknown>): { account: boolean; pan: boolean } => ({
    account: Object.keys(payoutAccountRules(ambassador)).length === 0 && filled(ambassador.payoutMethod),
    pan: text(ambassador.siteCode) !== INDIA || PAN.test(text(ambassador.panNumber)),
});

/** What a screen shows of an account number, UPI ID or PAN: its last four characters, the rest masked. */
export const maskedTail = (value: unknown): string => {
    const shown = text(value);
    return shown.length <= 4 ? shown : `${'•'.repeat(Math.min(shown.length - 4, 8))}${shown.slice(-4)}`;
};
