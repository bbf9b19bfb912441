import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';
import { usePageTurnAhead } from './usePageTurnAhead';

type List = ListControllerResult;

/** The list's functions: rebuilt by react-admin on each change of the URL (they close over the list's query). */
const FUNCTIONS = [
    'setSort',
    'setPage',
    'setPerPage',
    'setFilters',
    'showFilter',
    'hideFilter',
    'onSelect',
    'onSelectAll',
    'onToggleItem',
    'onUnselectItems',
    'refetch',
    'getData',
] as const;
/** The functions that change the list's query: a page turn still waiting to reach react-admin gives way to them. */
const QUERY_CHANGES = new Set<string>(['setSort', 'setPerPage', 'setFilters', 'showFilter', 'hideFilter']);
/** Values parsed anew from the URL on each render: the same when they read the same. */
const PARSED = new Set<string>(['filterValues', 'displayedFilters', 'sort', 'filter', 'selectedIds']);
/**
 * What a page turn changes, and what only the rows and the pager show: the page and its answer. The list's chrome
 * (title, filter bar, buttons, saved views, export) reads none of them.
 */
const PAGE_FIELDS = new Set<string>(['page', 'data', 'meta', 'isFetching', 'isPlaceholderData', 'hasNextPage', 'hasPreviousPage']);

const sameValue = (key: string, a: unknown, b: unknown) => a === b || (PARSED.has(key) && JSON.stringify(a) === JSON.stringify(b));
const sameList = (a: List, b: List, ignored?: ReadonlySet<string>) => {
    const keys = Object.keys(b) as (keyof List)[];
    return keys.length === Object.keys(a).length && keys.every(key => ignored?.has(key) || sameValue(key, a[key], b[key]));
};

/**
 * A value kept while it means the same. React's way to keep what an earlier render made: set state while rendering,
 * React draws again before committing.
 */
const useKept = (value: List, ignored?: ReadonlySet<string>) => {
    const [kept, setKept] = useState(value);
    const same = kept === value || sameList(kept, value, ignored);
    if (!same) setKept(value);
    return same ? kept : value;
};

/** The live list, page included, for the parts that show the page (see PageOfList). */
const LivePageContext = createContext<List | undefined>(undefined);

/**
 * The list's context kept the same object while it means the same, between react-admin's list controller and its
 * view. The controller gives a new context on each of its renders: new functions, the filter parsed again. A page
 * turn renders it twice (the URL, then its copy of the URL in the store), and each time the filter form, the top
 * bar's buttons and menus, the column headers and the pagination drew again. Each function here calls the
 * controller's latest.
 *
 * The view itself (the chrome) is given a context that a page turn leaves alone: its page fields are those of its last
 * other change. The rows and the pager read the live list through PageOfList. A turn to a page fetched ahead is shown
 * before react-admin hears of it (usePageTurnAhead).
 */
export const SteadyListContext = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const latest = useRef(list);
    useLayoutEffect(() => {
        latest.current = list;
    });
    const turnAhead = usePageTurnAhead(list, latest);
    const latestTurn = useRef(turnAhead);
    useLayoutEffect(() => {
        latestTurn.current = turnAhead;
    });
    const [functions] = useState(() =>
        Object.fromEntries(
            FUNCTIONS.map(name => [
                name,
                (...args: unknown[]) => {
                    if (name === 'setPage') return latestTurn.current.setPage(args[0] as number);
                    if (QUERY_CHANGES.has(name)) latestTurn.current.dropTurn();
                    return (latest.current[name] as ((...args: unknown[]) => unknown) | undefined)?.(...args);
                },
            ]),
        ),
    );
    const turned = turnAhead.turned;
    const steadied = { ...turned, ...Object.fromEntries(FUNCTIONS.filter(name => list[name] !== undefined).map(name => [name, functions[name]])) } as List;
    const live = useKept(steadied);
    const chrome = useKept(live, PAGE_FIELDS);
    return (
        <LivePageContext.Provider value={live}>
            <ListContextProvider value={chrome}>{children}</ListContextProvider>
        </LivePageContext.Provider>
    );
};

/** The live list again, under the view's steady chrome: around the rows and around the pager. */
export const PageOfList = ({ children }: { children: ReactNode }) => {
    const live = useContext(LivePageContext);
    if (!live) throw new Error('PageOfList is used inside SteadyListContext');
    return <ListContextProvider value={live}>{children}</ListContextProvider>;
};
