import { Fragment, useDeferredValue, useMemo } from 'react';
import { DataTableDataContext, useDataTableDataContext, useListContext, type DataTableBodyProps } from 'react-admin';
import { useNextPage } from './useNextPage';
import { VisibleColumnsBody } from './VisibleColumnsBody';

/**
 * Out of sight, and out of the accessibility tree, but laid out: a collapsed row group takes no room, yet its cells
 * count in the columns' widths, so showing it at the turn lays out no new table (and the columns do not jump). MUI's
 * table body sets its own display, which outweighs what the `hidden` attribute would do.
 */
const OUT_OF_SIGHT = { visibility: 'collapse' } as const;

/**
 * The list's body with the next page already drawn, hidden, while the user reads this one. Turning the page then
 * shows rows that exist instead of drawing 50 new ones: each page's rows are keyed by their page number, and the shown
 * page's rows are memoised on the same records the list now shows (the prefetched cache entry).
 *
 * The next page is a live tree kept out of sight (OUT_OF_SIGHT, and the `hidden` attribute for what reads the
 * markup), not a hidden React Activity: an Activity runs its effects only when shown, so each reference cell
 * subscribed to its query at the turn itself and drew again.
 */
export const NextPageBody = (props: DataTableBodyProps) => {
    const { page } = useListContext();
    const data = useDataTableDataContext();
    const nextData = useNextPage();
    // Drawn in the background, giving way to the user's input (a click on the next page included). A deferred value
    // lags behind: just after a turn it is still the page now shown, hence the page number carried with it.
    const fetched = useMemo(() => (nextData ? { page: page + 1, data: nextData } : undefined), [nextData, page]);
    const deferred = useDeferredValue(fetched);
    const next = deferred?.page === page + 1 ? deferred.data : undefined;
    return (
        <>
            <Fragment key={page}>
                <DataTableDataContext.Provider value={data}>
                    <VisibleColumnsBody {...props} />
                </DataTableDataContext.Provider>
            </Fragment>
            {next && (
                <Fragment key={page + 1}>
                    <DataTableDataContext.Provider value={next}>
                        <VisibleColumnsBody {...props} hidden style={OUT_OF_SIGHT} />
                    </DataTableDataContext.Provider>
                </Fragment>
            )}
        </>
    );
};
