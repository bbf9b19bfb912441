import { format as formatDate, isValid, parseISO } from 'date-fns';
import { CURRENCY_SYMBOLS, NUMBER_SUFFIXES } from '../constants';

/** The translator (react-admin's `useTranslate()` or an i18nProvider's `translate`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A date as a Date, a timestamp in milliseconds, or an ISO-like string ('2024-05-15T12:00:00', '2024-05-15 12:00:00'). */
export type DateInput = Date | number | string;

/** How time ago shows times older than two days. */
export const TIME_AGO_DATE_PATTERN = 'yyyy-MM-dd HH:mm';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const JUST_NOW_LIMIT = 30 * SECOND;

/** The Date of an input, or undefined when it is not a valid date. */
export const toDateValue = (value: DateInput): Date | undefined => {
    const date = typeof value === 'string' ? parseISO(value) : new Date(value);
    return isValid(date) ? date : undefined;
};

/**
 * Time ago (spec section 9): under 30 s 'just now'; under an hour the minutes, rounded up; under a day the hours,
 * rounded up; under two days '1 day ago'; older the date (`pattern`, 'yyyy-MM-dd HH:mm' by default, local time).
 * Times in the future count as 'just now'. An invalid value gives ''.
 */
export const formatTimeAgo = (
    value: DateInput,
    translate: Translate,
    now: DateInput = Date.now(),
    pattern: string = TIME_AGO_DATE_PATTERN,
): string => {
    const date = toDateValue(value);
    const reference = toDateValue(now);
    if (!date || !reference) return '';
    const elapsed = reference.getTime() - date.getTime();
    if (elapsed < JUST_NOW_LIMIT) return translate('oms.ui.time_ago.just_now');
    if (elapsed < HOUR) return translate('oms.ui.time_ago.minutes', { smart_count: Math.ceil(elapsed / MINUTE) });
    if (elapsed < DAY) return translate('oms.ui.time_ago.hours', { smart_count: Math.ceil(elapsed / HOUR) });
    if (elapsed < 2 * DAY) return translate('oms.ui.time_ago.one_day');
    return formatDate(date, pattern);
};

const SUFFIX_SCALES = NUMBER_SUFFIXES.map((suffix, index) => ({ suffix, scale: 10 ** (3 * (index + 1)) }));

/** Fixed-point text with trailing zeros (and a bare point) removed: 1.50 → '1.5', 2.00 → '2'. */
const trimmedFixed = (value: number, digits: number): string => value.toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');

/**
 * Number formatter (spec section 9): powers of 1000 get the suffixes k, M, G, T, P, E, with at most `digits`
 * decimals and trailing zeros trimmed: (1234, 1) → '1.2k', 1e6 → '1M', 999 → '999'. A value that rounds up to the
 * next power (999_950 with 1 digit) moves to the next suffix ('1M', not '1000k').
 */
export const formatCompactNumber = (value: number, digits = 1): string => {
    if (!Number.isFinite(value)) return String(value);
    const places = Math.max(0, Math.min(20, Math.trunc(digits)));
    const sign = value < 0 ? '-' : '';
    const magnitude = Math.abs(value);
    let index = SUFFIX_SCALES.length - 1;
    while (index >= 0 && magnitude < SUFFIX_SCALES[index].scale) index--;
    let scaled = index >= 0 ? magnitude / SUFFIX_SCALES[index].scale : magnitude;
    if (Number(scaled.toFixed(places)) >= 1000 && index < SUFFIX_SCALES.length - 1) {
        index++;
        scaled = magnitude / SUFFIX_SCALES[index].scale;
    }
    const text = trimmedFixed(scaled, places);
    return (text === '0' ? '' : sign) + text + (index >= 0 ? SUFFIX_SCALES[index].suffix : '');
};

const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (locale: string): Intl.NumberFormat => {
    let formatter = moneyFormats.get(locale);
    if (!formatter) {
        formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
        moneyFormats.set(locale, formatter);
    }
    return formatter;
};

/**
 * Money with the site's currency symbol (in ₹, id Rp, cn ¥, eu €; spec section 3) and 2 decimals, grouped in
 * thousands (Indian lakh grouping for in: ₹12,34,567.00). Other sites: the grouped number alone. A missing or
 * non-numeric amount gives ''.
 */
export const formatMoney = (amount: number | string | null | undefined, siteCode: string | null | undefined): string => {
    if (amount === null || amount === undefined || amount === '') return '';
    const value = Number(amount);
    if (!Number.isFinite(value)) return '';
    const site = (siteCode ?? '').toLowerCase();
    const symbol = CURRENCY_SYMBOLS[site] ?? '';
    const number = moneyFormat(site === 'in' ? 'en-IN' : 'en-US').format(Math.abs(value));
    const sign = value < 0 && Math.round(Math.abs(value) * 100) > 0 ? '-' : '';
    return `${sign}${symbol}${number}`;
};
