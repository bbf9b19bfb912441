import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { ListContextProvider, useListContext } from 'react-admin';
import { settledListAhead } from '../../providers/listAhead';
import { usePageFirstDrawWaits } from '../../ui/pageFirstDrawn';

const NO_FILTER: Readonly<Record<string, unknown>> = {};

/**
 * A list's first rows drawn in slices the browser can interleave with its other work, not in one long task: the
 * answer reaches react-admin through react-query's store, whose updates React draws at once and whole (50 rows of
 * chips, references and links held the main thread for most of a second). Until React's deferred pass has drawn them,
 * the table under this keeps its loading state; afterwards, and on every later page, it reads the list as it is.
 *
 * On a reload the list's first page was asked for ahead (providers/listAhead.ts): when it is in by the time the list
 * mounts, the rows are drawn with the list (the shell draws in slices already, see AppLayout), as react-admin's own
 * call will be handed that very answer. `filter` is the list's permanent filter and `meta` its embedded references,
 * both part of the call it must match. `pending`, when given, is drawn instead of the children while no rows are (the
 * table's own loading skeleton).
 */
export const FirstRowsDeferred = ({
    children,
    filter = NO_FILTER,
    meta,
    pending,
}: {
    children: ReactNode;
    filter?: Readonly<Record<string, unknown>>;
    meta?: { embed: string[] };
    pending?: ReactNode;
}) => {
    const list = useListContext();
    const { resource, isPending, page, perPage, sort, filterValues } = list;
    const held = useMemo(
        () => (isPending ? settledListAhead(resource, { pagination: { page, perPage }, sort, filter: { ...filterValues, ...filter }, meta }) : undefined),
        [isPending, resource, page, perPage, sort, filterValues, filter, meta],
    );
    const data = held ? held.data : list.data;
    const drawn = useDeferredValue(data);
    const waiting = data !== undefined && drawn === undefined;
    // Until its first rows are drawn, the shell's menu and top bar wait (src/layout/shellParts.tsx).
    usePageFirstDrawWaits(drawn === undefined && list.error == null);
    const value = useMemo(() => {
        if (waiting) return { ...list, data: undefined, isPending: true, isLoading: true };
        if (held) return { ...list, data: held.data, total: held.total, isPending: false, isLoading: false, isFetching: true };
        return list;
    }, [waiting, held, list]);
    return <ListContextProvider value={value as typeof list}>{pending !== undefined && value.isPending ? pending : children}</ListContextProvider>;
};
