import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { ensureTexts } from '../providers/i18nProvider';
import type { TextsLoader } from '../providers/messages/extraTexts';

type MessageModule = Record<string, TranslationMessages>;

/**
 * Each resource folder's texts, `{folder}/messages.{en,zh}.ts`, found by name and loaded with the resource's screens
 * rather than with the first visit: a hundred entities' labels would not fit the first visit's budget. The kit's and
 * the files module's own texts (`kit`, `files`) come with any of them.
 */
const modules = import.meta.glob<MessageModule>(['./*/messages.{en,zh}.ts', './kit/files/messages.{en,zh}.ts']);

/** A catalogue's name: its folder (the files module's is `files`). */
const nameOf = (file: string) => file.split('/').at(-2)!;

const loaders = new Map<string, TextsLoader>();
for (const file of Object.keys(modules)) {
    const name = nameOf(file);
    if (loaders.has(name)) continue;
    const folder = file.slice(0, file.lastIndexOf('/'));
    loaders.set(name, async locale => {
        const module = await modules[`${folder}/messages.${locale}.ts`]();
        return mergeTranslations(...Object.values(module));
    });
}

/** What every resource screen shows besides its own texts: the kit's and the files module's. */
const SHARED = ['kit', 'files'];

/** Makes the texts of these collections (and the kit's) available before their screen renders. */
export const ensureResourceMessages = (collections: readonly string[]): Promise<void> =>
    ensureTexts(Object.fromEntries([...SHARED, ...collections].flatMap(name => (loaders.has(name) ? [[name, loaders.get(name)!]] : []))));
