import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';

/** A user reads a page for seconds; the next one is asked for once this one is on screen. */
const PREFETCH_DELAY_MS = 300;

/** The cache entries of pages fetched ahead and not shown yet. */
const fetchedAhead = new WeakSet<object>();

/**
 * The list query's staleness (its `staleTime`): a page fetched ahead is fresh when it is turned to, as it was fetched
 * while the user read the page before; the turn does not ask the server for it a second time. Once shown it is an
 * ordinary entry again, fetched anew when it is next needed (react-admin's default: at once).
 */
export const staleUnlessFetchedAhead = (query: object): number => (fetchedAhead.has(query) ? Infinity : 0);

/**
 * The next page of the list: fetched while the user reads this one, into react-admin's own query cache under the key
 * its list uses (useGetList: `[resource, 'getList', {pagination, sort, filter, meta}]`), so that turning the page
 * finds it there instead of waiting for the server. Undefined until it has arrived, and on the last page.
 */
export const useNextPage = (): RaRecord[] | undefined => {
    const { resource, page, perPage, sort, filterValues, total, isPending } = useListContext();
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const hasNext = !isPending && total !== undefined && page * perPage < total;
    const params = { pagination: { page: page + 1, perPage }, sort, filter: filterValues, meta: undefined };
    const queryKey = [resource, 'getList', params];
    const queryFn = () => dataProvider.getList(resource, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
    useEffect(() => {
        // The page now shown was turned to, and its list query takes it from the cache in an effect of its own, which
        // runs after this one (hence the task's wait). From then on it is fetched again like any other.
        const shown = queryClient.getQueryCache().find({ queryKey: [resource, 'getList', { ...params, pagination: { page, perPage } }], exact: true });
        if (shown && fetchedAhead.has(shown)) window.setTimeout(() => fetchedAhead.delete(shown));
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts are the dependencies
    }, [queryClient, resource, page, perPage, sort, filterValues]);
    useEffect(() => {
        const timer = window.setTimeout(() => {
            if (!hasNext) return;
            // After this page has been drawn: the mock answers in the page itself, and must not hold up the drawing.
            void queryClient.prefetchQuery({ queryKey, queryFn }).then(() => {
                const ahead = queryClient.getQueryCache().find({ queryKey, exact: true });
                if (ahead?.state.status === 'success') fetchedAhead.add(ahead);
            });
        }, PREFETCH_DELAY_MS);
        return () => window.clearTimeout(timer);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts are the dependencies
    }, [dataProvider, queryClient, resource, page, perPage, sort, filterValues, hasNext]);
    // Reads the cache entry without fetching it (the timer above does, once).
    const { data } = useQuery({ queryKey, queryFn, enabled: false });
    return hasNext ? data?.data : undefined;
};
