import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { getStoredSite } from '../base/session/site';
import { sessionUser } from '../base/session/sessionUser';

/** What a list asks for when it opens with no query of its own: react-admin's defaults for it. */
export interface ListDefaults {
    resource: string;
    sort?: { field: string; order: 'ASC' | 'DESC' };
    perPage: number;
    /** The list's `meta` (the references the server embeds in its rows: resources/kit/embed.ts). */
    meta?: { embed: string[] };
}

/** The same value whatever the order of its keys. */
const stableKey = (value: unknown): string =>
    JSON.stringify(value, (_key, item: unknown) =>
        item && typeof item === 'object' && !Array.isArray(item)
            ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
            : item,
    );

/**
 * What makes an answer someone's: the session's user and data type, and the site the call carried. Not the token: the
 * session's load rotates it (the granted codes' answer brings a new one), and a call asked for beside that load
 * carried the one before.
 */
const callerKey = (user = sessionUser.get(), site = getStoredSite()) => stableKey([user?.account, site, user?.dataType]);

const queryKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) => stableKey([resource, pagination, sort, filter, meta]);

/** How long a call made ahead may wait for its list: past that, its answer is too old to show. */
const AHEAD_FRESH_MS = 10_000;

interface CallAhead {
    resource: string;
    params: GetListParams;
    query: string;
    /** Unknown while the session the call went beside is loading: no list is handed its answer until then. */
    caller?: string;
    at: number;
    answer: Promise<GetListResult>;
    settled?: GetListResult;
}

let ahead: CallAhead | undefined;

/** The app's react-query cache, once the app made it (primeListsAhead). */
let cache: QueryClient | undefined;

/**
 * The answer, once in, put in the app's cache as react-admin's own first getList of that list (the query key its
 * useGetList documents: `[resource, 'getList', { pagination, sort, filter, meta }]`), unless that list already has
 * its rows. The list then mounts with its rows: no loading state, no call of its own, and none of react-query's
 * notifications of a fetch that starts and ends (each a render of the whole list). It counts as fresh while the call
 * ahead would have been handed (react-admin's populateQueryCache dates its records ahead the same way); the hold ends.
 */
const prime = (made: CallAhead) => {
    if (!cache || ahead !== made || !made.settled || made.caller !== callerKey()) return;
    const { pagination, sort, filter, meta } = made.params;
    const key = [made.resource, 'getList', { pagination, sort, filter, meta }];
    // A list that asked already keeps its own answer (the same rows: its getList was handed this call's); one that
    // rendered but waits (for its access check, or for its effects to ask) shows them at its next render.
    if (cache.getQueryState(key)?.data !== undefined) return;
    const { data, total, pageInfo, meta: answerMeta } = made.settled;
    cache.setQueryData(key, { data, total, pageInfo, meta: answerMeta }, { updatedAt: Date.now() + AHEAD_FRESH_MS - (performance.now() - made.at) });
    ahead = undefined;
};

/**
 * The app's query cache (made once, handed to react-admin's AdminContext): a first page asked for ahead goes in it.
 * Undefined when that app is gone (unmounted): no other cache is filled.
 */
export const primeListsAhead = (queryClient: QueryClient | undefined): void => {
    cache = queryClient;
    if (ahead) prime(ahead);
};

/** The call made ahead for this list, while it is recent and the same user, site and data type's. */
const heldFor = (resource: string, params: GetListParams) => {
    const made = ahead;
    if (!made) return undefined;
    if (performance.now() - made.at >= AHEAD_FRESH_MS) {
        ahead = undefined;
        return undefined;
    }
    return made.query === queryKey(resource, params) && made.caller === callerKey() ? made : undefined;
};

/**
 * Makes `dataProvider` hand a call made ahead (callListAhead) to the first getList that asks for the same thing for
 * the same user, site and data type, while it is recent; every other call (the top bar's count of running tasks on
 * the same collection, another page, a second one) goes to the server as usual.
 */
export const withListAhead = (dataProvider: DataProvider): DataProvider => ({
    ...dataProvider,
    getList: (resource, params) => {
        const made = heldFor(resource, params);
        if (made) {
            ahead = undefined;
            return made.answer;
        }
        return dataProvider.getList(resource, params);
    },
});

/**
 * The answer of the call made ahead for exactly this list, once it is in, without handing it over (getList still
 * does): a list that mounts after it arrived draws its rows at once, rather than a loading state first and the rows
 * in a second render when react-admin's own call, handed the same answer, resolves (FirstRowsDeferred).
 */
export const settledListAhead = (resource: string, params: GetListParams): GetListResult | undefined => heldFor(resource, params)?.settled;

/**
 * Keeps a list's first page asked for ahead (callListAhead.ts) for the list to be handed. `session`, when the call
 * went before it was in: the answer is that session's user's once it is (the call carried the token it loads with),
 * for the site the call carried; a session that fails takes the hold with it.
 */
export const holdListAhead = (resource: string, params: GetListParams, answer: Promise<GetListResult>, session?: Promise<unknown>): void => {
    const site = getStoredSite();
    const made: CallAhead = { resource, params, query: queryKey(resource, params), caller: session ? undefined : callerKey(), at: performance.now(), answer };
    session?.then(
        () => {
            made.caller = callerKey(sessionUser.get(), site);
            prime(made);
        },
        () => {
            if (ahead === made) ahead = undefined;
        },
    );
    answer.then(
        result => {
            made.settled = result;
            prime(made);
        },
        () => undefined,
    );
    ahead = made;
};

/**
 * Any write (a create, an update, an action call) ends the hold: an answer asked for before it may not show the rows
 * it changed (a list that took its first page from react-admin's cache, and asks again after a record was created
 * from it, would be handed the page as it was).
 */
export const forgetListAhead = (): void => {
    ahead = undefined;
};
