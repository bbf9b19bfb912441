import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ListControllerResult } from 'react-admin';
import { whenIdleAfterNextFrame } from '../../ui/afterNextFrame';
import type { NextPage } from './useNextPage';

type List = ListControllerResult;

/** A turn to the page drawn ahead, shown before react-admin has heard of it. */
export interface Turn extends NextPage {
    /** The list's query when the user turned (a change of it, react-admin's catching up included, ends the turn). */
    from: string;
}

const queryOf = (list: List) => JSON.stringify([list.resource, list.page, list.perPage, list.sort, list.filterValues, list.filter]);

/**
 * Turning to the page drawn ahead (useNextPage) shows it at once and tells react-admin after the next frame, once the
 * main thread is idle (a click or key the user gives meanwhile goes first).
 * react-admin moves its page through the URL, and a change of the URL draws again everything that reads it (each
 * link, each data hook, the filter form): that is after the user sees the page. When react-admin catches up it shows
 * the same page from the same cache entry (the page ahead counts as fresh, see pagesAhead), so the rows already drawn
 * stay. Any other change of the list's query in between (a sort, a filter) drops the pending turn.
 */
export const usePageTurnAhead = (list: List, next: NextPage | undefined) => {
    const [turn, setTurn] = useState<Turn>();
    const query = queryOf(list);
    // React's way to follow a changed input: set state while rendering, React draws again before committing.
    if (turn && turn.from !== query) setTurn(undefined);

    const latest = useRef({ list, next });
    useLayoutEffect(() => {
        latest.current = { list, next };
    });
    const pending = useRef<() => void>(undefined);
    const cancel = useCallback(() => {
        pending.current?.();
        pending.current = undefined;
    }, []);
    useEffect(() => cancel, [cancel]);

    const turnTo = useCallback(
        (page: number) => {
            cancel();
            const { list: now, next: ahead } = latest.current;
            if (ahead?.page !== page) {
                setTurn(undefined);
                now.setPage(page);
                return;
            }
            setTurn({ ...ahead, from: queryOf(now) });
            pending.current = whenIdleAfterNextFrame(() => {
                pending.current = undefined;
                latest.current.list.setPage(page);
            });
        },
        [cancel],
    );
    /** Another change of the list's query: the pending turn is dropped, react-admin's own state is the start. */
    const dropTurn = useCallback(() => {
        cancel();
        setTurn(undefined);
    }, [cancel]);

    return { turn: turn?.from === query ? turn : undefined, turnTo, dropTurn };
};
