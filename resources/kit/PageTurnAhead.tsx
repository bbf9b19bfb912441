import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
/** The page after the one shown, fetched while the user reads (drawn hidden by NextPageBody). Apart from the turn: its arrival draws the hidden rows alone. */
const NextPageContext = createContext<NextPage | undefined>(undefined);

/**
 * Around a list's view (inside react-admin's ListBase): fetches the next page while the user reads this one, and turns
 * to it at once (usePageTurnAhead). Only what reads the page (PageOfList: the rows and the pager) sees the turn: the
 * view's chrome (title, filter bar, buttons) reads react-admin's list as it is, and is not drawn again by it.
 */
export const PageTurnAhead = ({ ahead, children }: { ahead: PagesAhead; children: ReactNode }) => {
    const list = useListContext();
    const next = useNextPage(list, ahead);
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

/**
 * The list as the rows and the pager see it: a turn to the page ahead shows at once, and the pager's buttons and the
 * column headers' sort go through the turn (a sort drops a turn react-admin has not heard of yet). Without
 * PageTurnAhead, react-admin's list as it is.
 */
export const PageOfList = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const ahead = useContext(PageTurnContext);
    const value = useMemo(() => {
        if (!ahead) return list;
        const { turn, turnTo, dropTurn } = ahead;
        const setSort = (sort: SortPayload) => {
            dropTurn();
            list.setSort(sort);
        };
        if (!turn) return { ...list, setPage: turnTo, setSort };
        return {
            ...list,
            setPage: turnTo,
            setSort,
            page: turn.page,
            data: turn.data,
            isPlaceholderData: false,
            hasPreviousPage: turn.page > 1,
            hasNextPage: list.total !== undefined && turn.page * list.perPage < list.total,
        } as ListControllerResult;
    }, [list, ahead]);
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
