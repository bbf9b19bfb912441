import { useEffect, useRef, useState, type RefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ListControllerResult, RaRecord } from 'react-admin';
import { afterNextFrame } from './afterNextFrame';
import { listPageKey, pageFetchedAhead, unmarkWhenShown } from './pagesAhead';

type List = ListControllerResult;

/** A turn to a page fetched ahead, shown before react-admin has heard of it. */
interface Turn {
    /** The list's query when the user turned (a change of it, react-admin's catching up included, ends the turn). */
    from: string;
    page: number;
    data: RaRecord[];
}

const queryOf = (list: List) => JSON.stringify([list.resource, list.page, list.perPage, list.sort, list.filterValues, list.filter]);

/**
 * Turning to a page fetched ahead (see useNextPage) shows it at once from the cache, and tells react-admin after the
 * next frame. react-admin moves its page through the URL, and a change of the URL draws again everything that reads
 * it: every reference cell and link of each page of rows drawn, the filter bar's form, the buttons (React's context
 * propagation does not stop at the path-only location of PathLocation). That is after the user sees the page now.
 *
 * The pager, the rows and the page number read the turned list at once; the URL follows a frame later, with the same
 * page from the same cache entry, so nothing is drawn again when it does. Any other change of the list's query in
 * between (a sort, a filter, another turn) drops the pending one.
 */
export const usePageTurnAhead = (list: List, latest: RefObject<List>) => {
    const queryClient = useQueryClient();
    const [turn, setTurn] = useState<Turn>();
    const pending = useRef<() => void>(undefined);
    const query = queryOf(list);
    // React's way to follow a changed input: set state while rendering, React draws again before committing.
    if (turn && turn.from !== query) setTurn(undefined);

    const cancel = () => {
        pending.current?.();
        pending.current = undefined;
    };
    useEffect(() => cancel, []);
    // The page react-admin shows is no longer one fetched ahead: it is fetched again when next needed.
    useEffect(() => unmarkWhenShown(queryClient, listPageKey(list, list.page)), [queryClient, query]); // eslint-disable-line react-hooks/exhaustive-deps

    const setPage = (page: number) => {
        cancel();
        const now = latest.current;
        const data = pageFetchedAhead(queryClient, now, page);
        if (!data) {
            setTurn(undefined);
            now.setPage(page);
            return;
        }
        setTurn({ from: queryOf(now), page, data });
        pending.current = afterNextFrame(() => {
            pending.current = undefined;
            latest.current.setPage(page);
        });
    };
    /** Another change of the list's query: the pending turn is dropped, react-admin's own state is the start. */
    const dropTurn = () => {
        cancel();
        setTurn(undefined);
    };

    const turned =
        turn && turn.from === query
            ? ({
                  ...list,
                  page: turn.page,
                  data: turn.data,
                  isPlaceholderData: false,
                  hasPreviousPage: turn.page > 1,
                  hasNextPage: list.total !== undefined && turn.page * list.perPage < list.total,
              } as List)
            : list;
    return { turned, setPage, dropTurn };
};
