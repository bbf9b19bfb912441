import type { DataProvider, GetListParams } from 'react-admin';
import { holdListAhead, type ListDefaults } from './listAhead';

/** The list parameters react-admin keeps per resource (its store, in local storage) once the user changed them. */
interface StoredListParams {
    sort?: string | null;
    order?: 'ASC' | 'DESC' | null;
    page?: number | string;
    perPage?: number | string | null;
    filter?: Record<string, unknown>;
}

/** react-admin's store in local storage: `RaStore.{key}`, the list's under `{resource}.listParams`. */
const storedParams = (resource: string): StoredListParams | undefined => {
    try {
        const text = localStorage.getItem(`RaStore.${resource}.listParams`);
        return text ? (JSON.parse(text) as StoredListParams) : undefined;
    } catch {
        return undefined;
    }
};

/**
 * The getList react-admin's list will make when it opens on a URL with no list query: the parameters it kept from the
 * user's last visit, else the list's defaults (react-admin's useListParams merges them the same way). Undefined when
 * the URL carries a query: that list is the user's own, left to react-admin.
 */
export const firstListParams = ({ resource, sort, perPage, meta }: ListDefaults, search: string): GetListParams | undefined => {
    if (new URLSearchParams(search).size > 0) return undefined;
    const stored = storedParams(resource);
    const field = stored?.sort ?? sort?.field ?? 'id';
    const order = stored?.sort ? (stored.order ?? 'ASC') : (sort?.order ?? 'ASC');
    return {
        pagination: { page: Number(stored?.page ?? 1) || 1, perPage: Number(stored?.perPage ?? perPage) || perPage },
        sort: { field, order },
        filter: stored?.filter ?? {},
        meta,
    };
};

/**
 * A reload on a list: its first page asked for now, alongside the app's first render, rather than after the layout,
 * the guard and the list have rendered and checked access. Its failure is the list's, as its own call's would be;
 * unused (the list asked for something else), it expires. `session`: the session being loaded, when the call goes
 * before it is in (listAhead.ts binds the answer to its user).
 */
export const callListAhead = (dataProvider: DataProvider, defaults: ListDefaults, search = window.location.search, session?: Promise<unknown>): void => {
    const params = firstListParams(defaults, search);
    if (!params) return;
    holdListAhead(defaults.resource, params, dataProvider.getList(defaults.resource, params), session);
};
