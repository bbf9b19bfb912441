import type { ComponentType } from 'react';
import { ResourceContextProvider } from 'react-admin';
import { ensureResourceMessages } from '../texts';
import { lazyScreen, type Screen } from '../../ui/lazyScreen';
import { KitContext, type Kit } from './KitContext';
import { rememberedReferences, rememberReferences } from './rememberedReferences';
import type { FolderEntry, ResourceEntry, ViewKind } from './types';
// Only loaders: each view is a chunk of its own, asked for with the screen's description.
import kitViews from './views';

/**
 * One lazy screen per catalogue path of a registered resource: the first visit loads the kit (its own chunk), the
 * resource's description and any view it overrides, then renders the view in the resource's react-admin context.
 */
const screenOf = (entry: ResourceEntry, kind: ViewKind): Screen =>
    lazyScreen(async () => {
        // Everything the screen needs is asked for at once: the description, the resource's view override (named by the
        // entry, so its chunk is not asked for only once the description's has arrived and run) and the kit's view,
        // the resource's own texts and the entry's `texts` (other folders' texts its views show: the moderation model's,
        // a child collection's labels), and those of the collections its fields referenced when it last loaded here;
        // the texts of the collections its fields reference, once the description names them. Over HTTP/1.1's six
        // connections each chunk asked for late waits its turn, and the first render of a reload waits for the last.
        const ownChunk = entry.viewChunks?.[kind];
        const override = ownChunk ? ownChunk().then(module => module.default) : entry.views?.().then(views => views.default[kind]);
        const described = entry.load().then(async module => {
            const references = [...new Set(module.description.fields.flatMap(field => (field.reference ? [field.reference] : [])))];
            rememberReferences(entry.collection, references);
            await ensureResourceMessages(references);
            return module;
        });
        const [module, Override, KitView] = await Promise.all([
            described,
            override,
            kitViews[kind](),
            ensureResourceMessages([entry.collection, ...(entry.texts ?? []), ...rememberedReferences(entry.collection)]),
        ]);
        const View = (Override ?? KitView) as ComponentType;
        const kit: Kit = { entry, description: module.description, rules: module.rules };
        const ResourceScreen = () => (
            <ResourceContextProvider value={entry.collection}>
                <KitContext.Provider value={kit}>
                    <View />
                </KitContext.Provider>
            </ResourceContextProvider>
        );
        return { default: ResourceScreen };
    });

/** A folder's hand-built page: it loads with the folder's texts, the ones it names, and the kit's. */
const pageOf = (entry: FolderEntry & { folder: string }, load: NonNullable<FolderEntry['pages']>[string]): Screen =>
    lazyScreen(async () => {
        const [module] = await Promise.all([load(), ensureResourceMessages([entry.folder, ...(entry.texts ?? [])])]);
        return module;
    });

const isKitEntry = (entry: FolderEntry): entry is ResourceEntry => 'load' in entry;

/**
 * Catalogue path → screen, for every registered folder: a kit resource's list, record page and create form, and
 * any folder's hand-built pages.
 */
export const folderScreens = (entries: readonly (FolderEntry & { folder: string })[]): Record<string, Screen> =>
    Object.fromEntries(
        entries.flatMap(entry => [
            ...(isKitEntry(entry)
                ? (['list', 'edit', 'create'] as const)
                      .filter(kind => entry.paths[kind])
                      .map(kind => [entry.paths[kind]!, screenOf(entry, kind)] as const)
                : []),
            ...Object.entries(entry.pages ?? {}).map(([path, load]) => [path, pageOf(entry, load)] as const),
        ]),
    );
