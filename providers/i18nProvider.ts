import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../base/constants';
import { COOKIE, readCookie, writeCookie } from '../base/session/cookies';
import { enMessages } from './messages/en';
import { importedTexts, loadTexts, wantTexts, type TextsLoader } from './messages/extraTexts';

export type Messages = TranslationMessages;

const isLocale = (value: string | undefined): value is Locale => LOCALES.includes(value as Locale);

/** The language kept in the cookie (spec section 1), English by default. */
export const storedLocale = (): Locale => {
    const value = readCookie(COOKIE.language);
    return isLocale(value) ? value : DEFAULT_LOCALE;
};

export const loadMessages = async (locale: Locale): Promise<Messages> =>
    (locale === 'zh' ? (await import('./messages/zh')).zhMessages : enMessages) as Messages;

/** A language's base catalogue plus the texts of every screen loaded so far. */
const catalogueOf = async (locale: Locale, base: Messages): Promise<Messages> =>
    mergeTranslations(base, await loadTexts(locale)) as Messages;

/** The provider the app runs on (the newest made): screens add their texts to it as they load. */
let current: { locale: () => Locale; rebuild: () => Promise<void>; translate: (key: string, args?: Record<string, unknown>) => string } | undefined;

/**
 * For tests/setup.ts only: the provider of a finished test is no longer on show. Kept, it would decide the language
 * the next test's screen texts load in (a Chinese one of an earlier test left the English provider made next without
 * them), where a page starts with none.
 */
export const forgetCurrentProvider = (): void => {
    current = undefined;
};

/**
 * Makes these catalogues available before a screen renders (resources/texts.ts names a screen's: its own resource's
 * and the ones it references). Rebuilds the current language's catalogue when one is new.
 */
export const ensureTexts = async (sources: Readonly<Record<string, TextsLoader>>): Promise<void> => {
    const fresh = wantTexts(sources);
    // Before the provider exists (a screen loaded with the app's start), the language it will start in.
    await loadTexts(current?.locale() ?? storedLocale());
    if (fresh) await current?.rebuild();
};

/**
 * A text in the language on show, with its arguments, for what must be a finished string before react-admin reads
 * it (a server's field error with arguments: react-admin's form takes field errors as strings); the key itself
 * before any provider exists.
 */
export const translateNow = (key: string, args?: Record<string, unknown>): string => current?.translate(key, args) ?? key;

/**
 * Polyglot over our catalogues. Chinese is a lazy chunk: the entry awaits it before the first render when the
 * cookie asks for it (the initial locale's messages must be at hand synchronously).
 */
export const createI18nProvider = (initialLocale: Locale = DEFAULT_LOCALE, initialMessages: Messages = enMessages as Messages): I18nProvider => {
    // Only the catalogue the provider starts with must be synchronous (with the resource texts imported so far).
    let starting = true;
    const bases: Partial<Record<Locale, Messages>> = { [initialLocale]: initialMessages };
    const baseOf = async (locale: Locale) => (bases[locale] ??= await loadMessages(locale));
    const provider = polyglotI18nProvider(
        locale =>
            starting
                ? (mergeTranslations(initialMessages, importedTexts(initialLocale)) as Messages)
                : baseOf(locale as Locale).then(base => catalogueOf(locale as Locale, base)),
        initialLocale,
        [
            { locale: 'en', name: 'English' },
            { locale: 'zh', name: '中文' },
        ],
        { allowMissing: true },
    );
    starting = false;
    current = {
        locale: () => provider.getLocale() as Locale,
        rebuild: () => provider.changeLocale(provider.getLocale()),
        translate: (key, args) => provider.translate(key, { _: key, ...args }),
    };
    return {
        ...provider,
        changeLocale: async (locale: string, options?: unknown) => {
            await provider.changeLocale(locale, options);
            if (isLocale(locale)) writeCookie(COOKIE.language, locale);
        },
    };
};
