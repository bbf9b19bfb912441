import { mergeTranslations, type TranslationMessages } from 'react-admin';
import type { Locale } from '../../src/constants';

type MessageModule = Record<string, TranslationMessages>;

/**
 * Each kit resource's texts, `resources/{collection}.{locale}.ts`, found by name and loaded with the resource's
 * screens rather than with the first visit: a hundred entities' labels would not fit the first visit's budget.
 * The resource kit's and the files module's own texts (`kit`, `files`) come with any of them.
 */
const modules = import.meta.glob<MessageModule>('./resources/*.{en,zh}.ts');

/** What every resource screen shows besides its own texts: the kit's and the files module's. */
const SHARED = ['kit', 'files'];

/** Collections whose screens have asked for their texts, in the order they did. */
const wanted = new Set<string>();
/** Texts already imported, by file. */
const imported = new Map<string, TranslationMessages>();

const fileOf = (collection: string, locale: Locale) => `./resources/${collection}.${locale}.ts`;

const hasTexts = (collection: string) => fileOf(collection, 'en') in modules;

/** Marks collections as wanted; true when one of them was not wanted before (a catalogue must be rebuilt). */
export const wantResourceMessages = (collections: readonly string[]): boolean => {
    const fresh = [...SHARED, ...collections].filter(collection => hasTexts(collection) && !wanted.has(collection));
    fresh.forEach(collection => wanted.add(collection));
    return fresh.length > 0;
};

/** The wanted collections' texts in one language, as far as they are imported already (synchronous). */
export const importedResourceMessages = (locale: Locale): TranslationMessages =>
    mergeTranslations(...[...wanted].map(collection => imported.get(fileOf(collection, locale)) ?? {}));

/** Imports the wanted collections' texts in one language, then answers them all. */
export const loadResourceMessages = async (locale: Locale): Promise<TranslationMessages> => {
    await Promise.all(
        [...wanted].map(async collection => {
            const file = fileOf(collection, locale);
            if (imported.has(file) || !modules[file]) return;
            imported.set(file, mergeTranslations(...Object.values(await modules[file]())));
        }),
    );
    return importedResourceMessages(locale);
};
