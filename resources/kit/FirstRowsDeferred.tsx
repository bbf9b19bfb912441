import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';

/**
 * A list's first rows drawn in slices the browser can interleave with its other work, not in one long task: the
 * answer reaches react-admin through react-query's store, whose updates React draws at once and whole (50 rows of
 * chips, references and links held the main thread for most of a second). Until React's deferred pass has drawn them,
 * the table under this keeps its loading state; afterwards, and on every later page, it reads the list as it is.
 */
export const FirstRowsDeferred = ({ children }: { children: ReactNode }) => {
    const list = useListContext();
    const drawn = useDeferredValue(list.data);
    const waiting = list.data !== undefined && drawn === undefined;
    const value = useMemo(() => (waiting ? { ...list, data: undefined, isPending: true, isLoading: true } : list), [waiting, list]);
    return <ListContextProvider value={value as typeof list}>{children}</ListContextProvider>;
};
