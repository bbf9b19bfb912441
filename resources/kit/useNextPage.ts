import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useListContext, type RaRecord } from 'react-admin';
import { listPageKey, listPageParams, markFetchedAhead } from './pagesAhead';

/** A user reads a page for seconds; the next one is asked for once this one is on screen. */
const PREFETCH_DELAY_MS = 300;

/**
 * The next page of the list: fetched while the user reads this one, into react-admin's own query cache under the key
 * its list uses (listPageKey), so that turning the page finds it there instead of waiting for the server. Undefined
 * until it has arrived, and on the last page.
 */
export const useNextPage = (): RaRecord[] | undefined => {
    const list = useListContext();
    const { resource, page, perPage, sort, filterValues, filter, total, isPending } = list;
    const dataProvider = useDataProvider();
    const queryClient = useQueryClient();
    const hasNext = !isPending && total !== undefined && page * perPage < total;
    const queryKey = listPageKey(list, page + 1);
    const queryFn = () =>
        dataProvider.getList(resource, listPageParams(list, page + 1)).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta }));
    useEffect(() => {
        if (!hasNext) return;
        // After this page has been drawn: the mock answers in the page itself, and must not hold up the drawing.
        const timer = window.setTimeout(
            () => void queryClient.prefetchQuery({ queryKey, queryFn }).then(() => markFetchedAhead(queryClient, queryKey)),
            PREFETCH_DELAY_MS,
        );
        return () => window.clearTimeout(timer);
        // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's parts are the dependencies
    }, [dataProvider, queryClient, resource, page, perPage, sort, filterValues, filter, hasNext]);
    // Reads the cache entry without fetching it (the timer above does, once).
    const { data } = useQuery({ queryKey, queryFn, enabled: false });
    return hasNext ? data?.data : undefined;
};
