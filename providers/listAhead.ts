import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { getToken } from '../src/session/token';
import { getStoredSite } from '../src/session/site';
import { sessionUser } from '../src/session/sessionUser';

/** What a list asks for when it opens with no query of its own: react-admin's defaults for it. */
export interface ListDefaults {
    resource: string;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
}

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
export const firstListParams = ({ resource, sort, perPage }: ListDefaults, search: string): GetListParams | undefined => {
    if (new URLSearchParams(search).size > 0) return undefined;
    const stored = storedParams(resource);
    const field = stored?.sort ?? sort?.field ?? 'id';
    const order = stored?.sort ? (stored.order ?? 'ASC') : (sort?.order ?? 'ASC');
    return {
        pagination: { page: Number(stored?.page ?? 1) || 1, perPage: Number(stored?.perPage ?? perPage) || perPage },
        sort: { field, order },
        filter: stored?.filter ?? {},
    };
};

/** The same value whatever the order of its keys. */
const stableKey = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
        item && typeof item === 'object' && !Array.isArray(item)
            ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
            : item,
    );

/** What makes an answer someone's: the session, the site and the data type the call carried. */
const callerKey = () => stableKey([getToken(), getStoredSite(), sessionUser.get()?.dataType]);

const queryKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) => stableKey([resource, pagination, sort, filter, meta]);

/** How long a call made ahead may wait for its list: past that, its answer is too old to show. */
const AHEAD_FRESH_MS = 10_000;

let ahead: { query: string; caller: string; at: number; answer: Promise<GetListResult> } | undefined;

/**
 * Makes `dataProvider` hand a call made ahead (callListAhead) to the first getList that asks for the same thing for
 * the same user, site and data type, while it is recent; every other call (the top bar's count of running tasks on
 * the same collection, another page, a second one) goes to the server as usual.
 */
export const withListAhead = (dataProvider: DataProvider): DataProvider => ({
    ...dataProvider,
    getList: (resource, params) => {
        const made = ahead;
        if (made && performance.now() - made.at >= AHEAD_FRESH_MS) ahead = undefined;
        else if (made && made.query === queryKey(resource, params) && made.caller === callerKey()) {
            ahead = undefined;
            return made.answer;
        }
        return dataProvider.getList(resource, params);
    },
});

/**
 * A reload on a list: its first page asked for now (the session loaded, the screen's chunks in), alongside the
 * app's first render, rather than after the layout, the guard and the list have rendered and checked access. Its
 * failure is the list's, as its own call's would be; unused (the list asked for something else), it expires.
 */
export const callListAhead = (dataProvider: DataProvider, defaults: ListDefaults, search = window.location.search): void => {
    const params = firstListParams(defaults, search);
    if (!params) return;
    const answer = dataProvider.getList(defaults.resource, params);
    answer.catch(() => undefined);
    ahead = { query: queryKey(defaults.resource, params), caller: callerKey(), at: performance.now(), answer };
};
