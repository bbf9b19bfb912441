import { luhnDigit } from '../../base/imei';
import type { FieldDescription } from '../kit/types';

/**
 * China's trade-in subsidy for digital products (/gov-subsidy): what the group's collections share. Pure data and
 * rules: the forms, the mock and the tests read them.
 *
 * The programme is the Chinese state's, run for the brand's site cn: its records are one national set (not split by
 * the site on show), and every amount is in yuan (`currencySite: 'cn'`), computed in fen (integers) so sums are exact.
 */
export const SUBSIDY_SITE = 'cn';

/** The product categories the national programme covers. */
export const SUBSIDY_CATEGORIES = ['phone', 'tablet', 'smartwatch', 'band'] as const;
export type SubsidyCategory = (typeof SUBSIDY_CATEGORIES)[number];

/**
 * The claim forms of the provincial platforms: Guangdong and Hebei have their own (more materials, their platform's
 * fields), every other province the common one. A province's form follows from its code.
 */
export const AUDIT_FORMS = ['gd', 'hebei', 'other'] as const;
export type AuditForm = (typeof AUDIT_FORMS)[number];
const FORM_OF_CODE: Readonly<Record<string, AuditForm>> = { '440000': 'gd', '130000': 'hebei' };
export const auditFormOf = (provinceCode: unknown): AuditForm => FORM_OF_CODE[String(provinceCode)] ?? 'other';

/** A money amount in yuan as a money field of the group reads it. */
export const yuan = (source: string, rest: Omit<FieldDescription, 'source' | 'type'> = {}): FieldDescription => ({
    source,
    type: 'money',
    currencySite: SUBSIDY_SITE,
    ...rest,
});

/** Yuan in fen (integers add exactly), and back to yuan with at most two decimals. */
export const toFen = (amount: unknown): number => Math.round(Number(amount ?? 0) * 100);
export const fromFen = (fen: number): number => fen / 100;

/** The subsidy of an order under a province's rule: its rate of the amount, rounded to the fen, at most the cap. */
export const subsidyFen = (orderFen: number, rate: unknown, capFen: number): number => Math.min(Math.round(orderFen * Number(rate)), capFen);

/** At most two decimals: money typed with fractions of a fen is refused, not rounded. */
export const hasFenPrecision = (amount: unknown): boolean => amount === undefined || amount === null || amount === '' || Math.abs(Number(amount) * 100 - Math.round(Number(amount) * 100)) < 1e-6;

/**
 * A qualification code as the provincial platforms issue it: the province's two-letter code, the year, ten digits
 * and a Luhn check digit over the digits (`GD2026` + `0000012345` + check).
 */
export const QUALIFICATION_CODE = /^[A-Z]{2}\d{15}$/;
export const isQualificationCode = (value: unknown): boolean => {
    const text = String(value ?? '');
    return QUALIFICATION_CODE.test(text) && luhnDigit(text.slice(2, 16)) === Number(text[16]);
};
export const qualificationCodeOf = (letters: string, year: number, serial: number): string => {
    const digits = `${year}${String(serial).padStart(10, '0')}`;
    return `${letters}${digits}${luhnDigit(digits)}`;
};

/** An OMS order number (`OMS` and 9 to 12 digits). */
export const ORDER_NO = /^OMS\d{9,12}$/;

/** Reasons given when staff return a claim or an action: long enough to tell the store what to fix. */
export const REASON_MIN = 5;
export const REASON_MAX = 300;
