import type { FieldErrors, ResourceModule } from '../kit/types';

/**
 * The header navigation's rules, shared by the website's header and the online store's (/cms/navStore). The header
 * has two levels: a level-1 menu has no parent, a level-2 entry sits under a level-1 menu (never under another
 * entry, never under itself) and links to a page (an http(s) address or a site path, the kit's link check).
 */
const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The level a row is at, from its parent: what the list filters by and what the hand order groups by. */
export const levelOf = (record: Record<string, unknown>): 'menu' | 'entry' => (present(record.parentId) ? 'entry' : 'menu');

export const navRules = (collection: string) => (record: Record<string, unknown>): FieldErrors => ({
    ...(present(record.id) && present(record.parentId) && String(record.parentId) === String(record.id)
        ? { parentId: 'resources.kit.validation.parent_cycle' }
        : {}),
    ...(levelOf(record) === 'entry' && !present(record.linkUrl) ? { linkUrl: `resources.${collection}.validation.entry_link` } : {}),
});

/** A level-2 entry's parent is a level-1 menu of the same header: two levels, no deeper. */
export const navServerRules =
    (collection: string): NonNullable<ResourceModule['serverRules']> =>
    (record, rowsOf): FieldErrors => {
        if (!present(record.parentId)) return {};
        const parent = rowsOf(collection).find(row => String(row.id) === String(record.parentId));
        if (parent && present(parent.parentId)) return { parentId: `resources.${collection}.validation.two_levels` };
        // A menu with entries under it stays a menu.
        if (present(record.id) && rowsOf(collection).some(row => String(row.parentId) === String(record.id))) {
            return { parentId: `resources.${collection}.validation.menu_has_entries` };
        }
        return {};
    };

/** The level follows the parent; a new row goes to the end of its level until it is put in order. */
export const deriveNav: NonNullable<ResourceModule['derive']> = record => ({ level: levelOf(record), sort: record.sort ?? 999 });
