import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../../base/constants';

/** Loads one named catalogue's texts in one language (a resource's `messages.{locale}.ts`). */
export type TextsLoader = (locale: Locale) => Promise<TranslationMessages>;

/**
 * Catalogues that join the app's texts when a screen needs them, by name: the screens' layers register them
 * (resources/texts.ts), so the i18n provider knows no screen. Loaded once per language, merged in the order asked.
 */
const wanted = new Map<string, TextsLoader>();
const imported = new Map<string, TranslationMessages>();

const keyOf = (name: string, locale: Locale) => `${name}.${locale}`;

/** Marks catalogues as wanted; true when one of them was not wanted before (the catalogue must be rebuilt). */
export const wantTexts = (sources: Readonly<Record<string, TextsLoader>>): boolean => {
    const fresh = Object.entries(sources).filter(([name]) => !wanted.has(name));
    fresh.forEach(([name, load]) => wanted.set(name, load));
    return fresh.length > 0;
};

/** The wanted catalogues in one language, as far as they are imported already (synchronous). */
export const importedTexts = (locale: Locale): TranslationMessages =>
    mergeTranslations(...[...wanted.keys()].map(name => imported.get(keyOf(name, locale)) ?? {}));

/** Imports the wanted catalogues in one language, then answers them all. */
export const loadTexts = async (locale: Locale): Promise<TranslationMessages> => {
    await Promise.all(
        [...wanted].map(async ([name, load]) => {
            const key = keyOf(name, locale);
            if (!imported.has(key)) imported.set(key, await load(locale));
        }),
    );
    return importedTexts(locale);
};
