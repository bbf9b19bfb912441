import { createContext, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult, type SortPayload } from 'react-admin';
import type { PagesAhead } from './pagesAhead';
import { usePageTurnAhead, type Turn } from './usePageTurnAhead';
import { useNextPage, type NextPage } from './useNextPage';

interface PageTurn {
    /** A turn to the page ahead that react-admin has not heard of yet. */
    turn: Turn | undefined;
    turnTo: (page: number) => void;
    dropTurn: () => void;
}

/** The turn, for the rows and the pager (PageOfList). */
const PageTurnContext = createContext<PageTurn | undefined>(undefined);
/**
 * The page after the one shown, fetched while the user reads (drawn hidden by NextPageBody). A context of its own: its
 * arrival draws the hidden rows alone, not the pager.
 */
const NextPageContext = createContext<NextPage | undefined>(undefined);

/**
 * Around a list's view (inside react-admin's ListBase): fetches the next page while the user reads this one, and turns
 * to it at once (usePageTurnAhead). Only what reads the page (PageOfList: the rows and the pager) sees the turn: the
 * view's chrome (title, filter bar, buttons) reads react-admin's list as it is, and is not drawn again by it.
 */
export const PageTurnAhead = ({ ahead, meta, children }: { ahead: PagesAhead; meta?: { embed: string[] }; children: ReactNode }) => {
    const list = useListContext();
    const next = useNextPage(list, ahead, meta);
    const { turn, turnTo, dropTurn } = usePageTurnAhead(list, next);
    const value = useMemo(() => ({ turn, turnTo, dropTurn }), [turn, turnTo, dropTurn]);
    return (
        <PageTurnContext.Provider value={value}>
            <NextPageContext.Provider value={next}>{children}</NextPageContext.Provider>
        </PageTurnContext.Provider>
    );
};

/** The page after the one shown, once fetched ahead (PageTurnAhead). */
export const useNextPageAhead = () => useContext(NextPageContext);

type Functions = Record<string, (...args: unknown[]) => unknown>;

/**
 * Each of the list's functions, as one function that stays the same and calls the list's latest. react-admin makes its
 * list's functions anew on each change of the URL (they close over its query), and DataTable hands them to every row
 * (a row is memoised on them): each row of each page drawn would draw again for a change of the URL. Found by their
 * type, whatever react-admin names them.
 */
const useSteadyFunctions = (list: ListControllerResult): Functions => {
    const latest = useRef(list);
    useLayoutEffect(() => {
        latest.current = list;
    });
    const names = Object.keys(list)
        .filter(name => typeof list[name as keyof ListControllerResult] === 'function')
        .join(' ');
    return useMemo(
        (): Functions =>
            Object.fromEntries(
                names
                    .split(' ')
                    .filter(Boolean)
                    .map(name => [name, (...args: unknown[]) => (latest.current as unknown as Functions)[name](...args)]),
            ),
        [names],
    );
};

/**
 * The list as the rows and the pager see it: a turn to the page ahead shows at once, and the pager's buttons and the
 * column headers' sort go through the turn (a sort drops a turn react-admin has not heard of yet). Without
 * PageTurnAhead, react-admin's list with its functions kept the same (useSteadyFunctions).
 */
export const PageOfList = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const steady = useSteadyFunctions(list);
    const ahead = useContext(PageTurnContext);
    const turnTo = ahead?.turnTo;
    const dropTurn = ahead?.dropTurn;
    // The same functions whatever the turn: the rows are memoised on them.
    const functions = useMemo(
        () =>
            turnTo && dropTurn
                ? {
                      ...steady,
                      setPage: turnTo,
                      setSort: (sort: SortPayload) => {
                          dropTurn();
                          steady.setSort(sort);
                      },
                  }
                : steady,
        [steady, turnTo, dropTurn],
    );
    const turn = ahead?.turn;
    const value = useMemo(() => {
        if (!turn) return { ...list, ...functions } as ListControllerResult;
        return {
            ...list,
            ...functions,
            page: turn.page,
            data: turn.data,
            isPlaceholderData: false,
            hasPreviousPage: turn.page > 1,
            hasNextPage: list.total !== undefined && turn.page * list.perPage < list.total,
        } as ListControllerResult;
    }, [list, functions, turn]);
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
