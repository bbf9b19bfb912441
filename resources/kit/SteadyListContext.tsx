import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

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
/** Values parsed anew from the URL on each render: the same when they read the same. */
const PARSED = new Set<string>(['filterValues', 'displayedFilters', 'sort', 'filter', 'selectedIds']);

const sameValue = (key: string, a: unknown, b: unknown) => a === b || (PARSED.has(key) && JSON.stringify(a) === JSON.stringify(b));
const sameList = (a: List, b: List) => {
    const keys = Object.keys(b) as (keyof List)[];
    return keys.length === Object.keys(a).length && keys.every(key => sameValue(key, a[key], b[key]));
};

/**
 * The list's context kept the same object while it means the same, between react-admin's list controller and its
 * view. The controller gives a new context on each of its renders: new functions, the filter parsed again. A page
 * turn renders it twice (the URL, then its copy of the URL in the store), and each time the filter form, the top
 * bar's buttons and menus, the column headers and the pagination drew again. Each function here calls the
 * controller's latest.
 */
export const SteadyListContext = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const latest = useRef(list);
    useLayoutEffect(() => {
        latest.current = list;
    });
    const [functions] = useState(() =>
        Object.fromEntries(
            FUNCTIONS.map(name => [name, (...args: unknown[]) => (latest.current[name] as ((...args: unknown[]) => unknown) | undefined)?.(...args)]),
        ),
    );
    const steadied = { ...list, ...Object.fromEntries(FUNCTIONS.filter(name => list[name] !== undefined).map(name => [name, functions[name]])) } as List;
    // React's way to keep what an earlier render made: set state while rendering, React draws again before committing.
    const [kept, setKept] = useState(steadied);
    const same = kept === steadied || sameList(kept, steadied);
    if (!same) setKept(steadied);
    return <ListContextProvider value={same ? kept : steadied}>{children}</ListContextProvider>;
};
