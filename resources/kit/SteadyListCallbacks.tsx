import { useMemo, type ReactNode } from 'react';
import { ListContextProvider, useEvent, useListContext, type Identifier, type SortPayload } from 'react-admin';

/**
 * The list's context with the functions DataTable hands every row (sort, select, toggle) kept the same between
 * renders. react-admin rebuilds them on each change of the URL, as they close over the list's query, and DataTable's
 * rows are memoised on them: a page turn redrew every row of the new page for nothing but new functions. Each one here
 * calls the list's latest.
 */
export const SteadyListCallbacks = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const setSort = useEvent((sort: SortPayload) => list.setSort(sort));
    const onSelect = useEvent((ids: Identifier[]) => list.onSelect(ids));
    const onToggleItem = useEvent((id: Identifier) => list.onToggleItem(id));
    const value = useMemo(() => ({ ...list, setSort, onSelect, onToggleItem }), [list, setSort, onSelect, onToggleItem]);
    return <ListContextProvider value={value}>{children}</ListContextProvider>;
};
