import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { dateLocaleTag, formatDateTime, type DateInput, type DateTimeStyle } from './format';

/** Formats a date in the app's one format (`formatDateTime`) for the current language. */
export type FormatDateTime = (value: DateInput | null | undefined, style?: DateTimeStyle) => string;

/** `formatDateTime` bound to the current language (react-admin's locale): follows a language switch. */
export const useFormatDateTime = (): FormatDateTime => {
    const [locale] = useLocaleState();
    return useCallback((value, style) => formatDateTime(value, locale, style), [locale]);
};

/** The BCP-47 tag dates are formatted with under the current language ('en-GB' or 'zh-CN'). */
export const useDateLocales = (): string => {
    const [locale] = useLocaleState();
    return dateLocaleTag(locale);
};
