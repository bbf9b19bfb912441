import { useEffect, useMemo, useState } from 'react';
import { useGetList, type ListControllerResult, type RaRecord } from 'react-admin';
import type { PagesAhead } from './pagesAhead';

/** A user reads a page for seconds; the next one is asked for once this one is on screen. */
const PREFETCH_DELAY_MS = 300;

/** The page after the one shown, once it has arrived. */
export interface NextPage {
    page: number;
    data: RaRecord[];
}

type ListQuery = Pick<ListControllerResult, 'resource' | 'page' | 'perPage' | 'sort' | 'filterValues' | 'filter' | 'total' | 'isPending'>;

/**
 * The next page of the list, fetched while the user reads this one through react-admin's own `useGetList` with the
 * parameters the list asks with (its page size and sort, the user's filter merged with the list's own): the answer
 * lands in react-admin's cache where the list looks for that page, so turning to it waits for no server. Undefined
 * until it has arrived, and on the last page. `ahead` learns when it arrived (the list counts it as fresh).
 */
export const useNextPage = (list: ListQuery, ahead: PagesAhead, meta?: { embed: string[] }): NextPage | undefined => {
    const { resource, page, perPage, sort, filterValues, filter, total, isPending } = list;
    const hasNext = !isPending && total !== undefined && page * perPage < total;
    const params = { pagination: { page: page + 1, perPage }, sort, filter: { ...filterValues, ...filter }, meta };
    const asked = JSON.stringify([resource, params]);
    // The page whose reading time is up: its next page is asked for.
    const [due, setDue] = useState<string>();
    useEffect(() => {
        if (!hasNext) return;
        // After this page has been drawn: the mock answers in the page itself, and must not hold up the drawing.
        const timer = window.setTimeout(() => setDue(asked), PREFETCH_DELAY_MS);
        return () => window.clearTimeout(timer);
    }, [asked, hasNext]);
    const { data, dataUpdatedAt, isFetching } = useGetList(resource, params, { enabled: hasNext && due === asked });
    // Fetched ahead: asked for while this page was read. A page already in the cache (one turned back from) is drawn
    // ahead at once and asked for again all the same: only the new answer counts as fresh.
    const fetched = hasNext && due === asked && data !== undefined && !isFetching;
    useEffect(() => {
        if (fetched) return ahead.fetched(dataUpdatedAt);
        // The list may now show the page that was ahead: react-admin's list takes it from the cache in an effect of its
        // own, which runs after this one (a parent's). It is an ordinary page again from the next task on.
        const timer = window.setTimeout(() => ahead.fetched(undefined));
        return () => window.clearTimeout(timer);
    }, [ahead, fetched, dataUpdatedAt]);
    const next = hasNext ? data : undefined;
    return useMemo(() => (next ? { page: page + 1, data: next } : undefined), [next, page]);
};
