import { isValid, parseISO } from 'date-fns';
import { CURRENCY_SYMBOLS, DEFAULT_LOCALE } from '../base/constants';

/** The translator (react-admin's `useTranslate()` or an i18nProvider's `translate`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A date as a Date, a timestamp in milliseconds, or an ISO-like string ('2024-05-15T12:00:00', '2024-05-15 12:00:00'). */
export type DateInput = Date | number | string;

/** The Date of an input, or undefined when it is not a valid date. */
export const toDateValue = (value: DateInput): Date | undefined => {
    const date = typeof value === 'string' ? parseISO(value) : new Date(value);
    return isValid(date) ? date : undefined;
};

/**
 * The BCP-47 tag dates are formatted with, for each of our languages (the locale of react-admin's
 * `useLocaleState()`): British English (day before month, 24-hour clock) and Simplified Chinese.
 */
export const DATE_LOCALE_TAGS: Readonly<Record<string, string>> = { en: 'en-GB', zh: 'zh-CN' };

/** The BCP-47 tag for one of our locales ('en' → 'en-GB', 'zh' → 'zh-CN'); English for any other. */
export const dateLocaleTag = (locale: string | null | undefined): string =>
    DATE_LOCALE_TAGS[locale ?? ''] ?? DATE_LOCALE_TAGS[DEFAULT_LOCALE];

/** What a date shows: the date (by default), the time of day (by default), the seconds (not by default). */
export interface DateTimeStyle {
    date?: boolean;
    time?: boolean;
    seconds?: boolean;
}

/**
 * The one date-and-time format of the app, as `Intl.DateTimeFormat` options (react-admin's `<DateField options>`
 * takes the same) with the language's tag (`dateLocaleTag`). The same fields under both languages, laid out by
 * Intl the way each language writes dates: the year in full, the month named ('May', '5月': unlike 05/06, never
 * read day-first by some and month-first by others), the day, and a 24-hour clock with two-digit hours and
 * minutes, in local time:
 * - en (en-GB): '15 May 2024, 14:30' (with seconds '15 May 2024, 14:30:05'; the date alone '15 May 2024');
 * - zh (zh-CN): '2024年5月15日 14:30' (with seconds '2024年5月15日 14:30:05'; the date alone '2024年5月15日').
 */
export const dateTimeFormatOptions = ({ date = true, time = true, seconds = false }: DateTimeStyle = {}): Intl.DateTimeFormatOptions => ({
    ...((date || !time) && { year: 'numeric', month: 'short', day: 'numeric' }),
    ...(time && { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ...(time && seconds && { second: '2-digit' }),
});

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date in the app's one format for `locale` (see `dateTimeFormatOptions`): date and time by default,
 * `{ time: false }` for the date alone, `{ seconds: true }` to add the seconds. A missing or invalid value gives ''.
 */
export const formatDateTime = (
    value: DateInput | null | undefined,
    locale: string | null | undefined,
    style: DateTimeStyle = {},
): string => {
    const date = value === null || value === undefined ? undefined : toDateValue(value);
    if (!date) return '';
    const tag = dateLocaleTag(locale);
    const key = `${tag}|${style.date !== false}|${style.time !== false}|${!!style.seconds}`;
    let formatter = dateTimeFormats.get(key);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat(tag, dateTimeFormatOptions(style));
        dateTimeFormats.set(key, formatter);
    }
    return formatter.format(date);
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
