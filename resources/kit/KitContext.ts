import { createContext, useContext } from 'react';
import { generatePath } from 'react-router-dom';
import { findRoute } from '../../base/routes/catalogue';
import type { RecordRule, ResourceDescription, ResourceEntry } from './types';

/** The resource a kit screen renders: its registry line, its loaded description and its rules. */
export interface Kit {
    entry: ResourceEntry;
    description: ResourceDescription;
    rules?: RecordRule;
}

export const KitContext = createContext<Kit | undefined>(undefined);

export const useKit = (): Kit => {
    const kit = useContext(KitContext);
    if (!kit) throw new Error('useKit: not inside a resource kit screen');
    return kit;
};

/** The id that asks the record page for an empty form when the resource has no create page of its own. */
export const CREATE_ID = 'create';

/** The query parameter naming the record on a record page whose catalogue path has no `:id` (`?id=`). */
export const RECORD_QUERY = 'id';

/**
 * A record page's path for an id (or the create id): its `:id`, or `?id=` where the catalogue's record path has
 * none (/prize/template/edit, /bankOffer/cardlessEmi/operate).
 */
const recordPath = (entry: ResourceEntry, edit: string, id: string) =>
    edit.includes(':id') ? generatePath(edit, { ...entry.pathParams, id }) : `${edit}?${RECORD_QUERY}=${encodeURIComponent(id)}`;

/**
 * The spec's paths of a resource's screens: the one place react-admin's links, redirects and tabs get them from
 * (react-admin's own would be `/{collection}/{id}`).
 */
export const kitPaths = (entry: ResourceEntry) => ({
    list: entry.paths.list,
    record: (id: string | number): string | undefined => {
        const edit = entry.paths.edit;
        if (!edit) return undefined;
        // A record page the catalogue gives without `:id` (/prize/template/edit) names its record in the query.
        return recordPath(entry, edit, String(id));
    },
    create: (): string | undefined =>
        entry.paths.create ?? (entry.paths.edit ? recordPath(entry, entry.paths.edit, CREATE_ID) : undefined),
});

/**
 * The resource code of the screen a link opens (`/permission/user/add` → `permission:user/add`): a button that opens
 * it shows only when that code is granted (showBtn, `GrantedOnly`). A path outside the catalogue has no code.
 */
export const codeOfPath = (path: string): string => findRoute(path.split('?')[0])?.code ?? '';
