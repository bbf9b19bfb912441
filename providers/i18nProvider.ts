import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../src/constants';
import { COOKIE, readCookie, writeCookie } from '../src/session/cookies';
import { enMessages } from './messages/en';

export type Messages = TranslationMessages;

const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** The language kept in the cookie (spec section 1), English by default. */
export const storedLocale = (): Locale => {
    const value = readCookie(COOKIE.language);
    return isLocale(value) ? value : DEFAULT_LOCALE;
};

export const loadMessages = async (locale: Locale): Promise<Messages> =>
    (locale === 'zh' ? (await import('./messages/zh')).zhMessages : enMessages) as Messages;

/**
 * Polyglot over our catalogues. Chinese is a lazy chunk: the entry awaits it before the first render when the
 * cookie asks for it (the initial locale's messages must be at hand synchronously).
 */
export const createI18nProvider = (initialLocale: Locale = DEFAULT_LOCALE, initialMessages: Messages = enMessages as Messages): I18nProvider => {
    const provider = polyglotI18nProvider(
        locale => (locale === initialLocale ? initialMessages : loadMessages(locale as Locale)),
        initialLocale,
        [
            { locale: 'en', name: 'English' },
            { locale: 'zh', name: '中文' },
        ],
        { allowMissing: true },
    );
    return {
        ...provider,
        changeLocale: async (locale: string, options?: unknown) => {
            await provider.changeLocale(locale, options);
            if (isLocale(locale)) writeCookie(COOKIE.language, locale);
        },
    };
};
