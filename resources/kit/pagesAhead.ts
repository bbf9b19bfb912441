import type { QueryClient } from '@tanstack/react-query';
import type { ListControllerResult, RaRecord } from 'react-admin';

/** The cache entries of pages fetched ahead and not shown yet. */
const fetchedAhead = new WeakSet<object>();

type ListQuery = Pick<ListControllerResult, 'resource' | 'perPage' | 'sort' | 'filterValues' | 'filter'>;

/** What react-admin's list asks for a page (useListController: the user's filter merged with the list's own). */
export const listPageParams = (list: ListQuery, page: number) => ({
    pagination: { page, perPage: list.perPage },
    sort: list.sort,
    filter: { ...list.filterValues, ...list.filter },
    meta: undefined,
});

/** The key under which react-admin keeps a list's page in its query cache (useGetList). */
export const listPageKey = (list: ListQuery, page: number) => [list.resource, 'getList', listPageParams(list, page)];

/**
 * The list query's staleness (its `staleTime`): a page fetched ahead is fresh when it is turned to, as it was fetched
 * while the user read the page before; the turn does not ask the server for it a second time. Once shown it is an
 * ordinary entry again, fetched anew when it is next needed (react-admin's default: at once).
 */
export const staleUnlessFetchedAhead = (query: object): number => (fetchedAhead.has(query) ? Infinity : 0);

/** Counts the page under `key` as fetched ahead, once it has arrived. */
export const markFetchedAhead = (queryClient: QueryClient, key: readonly unknown[]) => {
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (query?.state.status === 'success') fetchedAhead.add(query);
};

/**
 * The page now shown was turned to, and its list query takes it from the cache in an effect of its own, which may run
 * after the caller's (hence the task's wait). From then on it is fetched again like any other.
 */
export const unmarkWhenShown = (queryClient: QueryClient, key: readonly unknown[]) => {
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (query && fetchedAhead.has(query)) window.setTimeout(() => fetchedAhead.delete(query));
};

/** The rows of `page` if they were fetched ahead and not shown yet. */
export const pageFetchedAhead = (queryClient: QueryClient, list: ListQuery, page: number): RaRecord[] | undefined => {
    const query = queryClient.getQueryCache().find<{ data: RaRecord[] }>({ queryKey: listPageKey(list, page), exact: true });
    return query && fetchedAhead.has(query) ? query.state.data?.data : undefined;
};
