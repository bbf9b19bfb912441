import type { FolderEntry, ResourceEntry } from './types';

/**
 * Every folder's `entry.ts`, found by name: the one way a screen is registered (README, "Adding a screen"). A kit
 * resource's entry (collection, catalogue paths, icon, representation, site scope, where its description loads
 * from) makes its screens from its description; any folder's `pages` are its hand-built screens. No shared list to
 * edit: a folder with an entry is registered.
 */
const entries = import.meta.glob<{ entry: FolderEntry }>('../*/entry.ts', { eager: true });

/** Each entry with its folder's name (its texts are `{folder}/messages.{locale}.ts`). */
export const ENTRIES: readonly (FolderEntry & { folder: string })[] = Object.keys(entries)
    .sort()
    .map(path => ({ ...entries[path].entry, folder: path.split('/')[1] }));

const isKitEntry = (entry: FolderEntry): entry is ResourceEntry => 'load' in entry;

/** The kit's resources (made from their description). */
export const RESOURCES: readonly ResourceEntry[] = Object.keys(entries)
    .sort()
    .map(path => entries[path].entry)
    .filter(isKitEntry);

export const resourceEntry = (collection: string): ResourceEntry | undefined => RESOURCES.find(entry => entry.collection === collection);
