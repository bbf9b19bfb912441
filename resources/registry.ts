import type { ResourceEntry } from './kit/types';

/**
 * Every entity made with the resource kit: each folder's `entry.ts` is its one line (collection, catalogue paths,
 * icon, representation, site scope and where the rest of its description loads from), found here by name. Adding a
 * screen is a folder under resources/ with its entry (README, "Adding a screen"); no shared list to edit.
 */
const entries = import.meta.glob<{ entry: ResourceEntry }>('./*/entry.ts', { eager: true });

export const RESOURCES: readonly ResourceEntry[] = Object.keys(entries)
    .sort()
    .map(path => entries[path].entry);

export const resourceEntry = (collection: string): ResourceEntry | undefined => RESOURCES.find(entry => entry.collection === collection);
