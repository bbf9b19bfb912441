import { Activity, startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { DataTableDataContext, useDataTableDataContext, useListContext, type DataTableBodyProps, type RaRecord } from 'react-admin';
import { afterNextFrame } from '../../ui/afterNextFrame';
import { useNextPageAhead } from './PageTurnAhead';
import { VisibleColumnsBody } from './VisibleColumnsBody';

/**
 * Out of sight, and out of the accessibility tree, but laid out: a collapsed row group takes no room, yet its cells
 * count in the columns' widths, so showing it at the turn lays out no new table (and the columns do not jump). MUI's
 * table body sets its own display, which outweighs what the `hidden` attribute would do.
 */
const OUT_OF_SIGHT = { visibility: 'collapse' } as const;

/** A page's rows as last drawn: the element itself, so that drawing it again is no work at all. */
interface DrawnPage {
    page: number;
    element: ReactElement;
}

/**
 * The page just left, kept until the new one is on screen: removing 50 rows of cells is a fifth of a turn's work. It
 * is hidden at once (a hidden React Activity: its rows are not drawn again) and removed in a transition after the
 * next frame.
 */
const useLeavingPage = (shown: DrawnPage): DrawnPage | undefined => {
    const [last, setLast] = useState(shown);
    const [leaving, setLeaving] = useState<DrawnPage>();
    // React's way to follow a changed input: set state while rendering, React draws again before committing.
    if (last !== shown) {
        setLast(shown);
        if (last.page !== shown.page) setLeaving(last);
    }
    useEffect(() => (leaving ? afterNextFrame(() => startTransition(() => setLeaving(undefined))) : undefined), [leaving]);
    return leaving && leaving.page !== shown.page ? leaving : undefined;
};

/**
 * The list's body (under PageTurnAhead) with the next page already drawn, hidden, while the user reads this one.
 * Turning the page then shows rows that exist instead of drawing 50 new ones: each page's rows are keyed by their page
 * number, and the shown page's rows are memoised on the same records the list now shows (the cache entry fetched
 * ahead). The page left is removed a moment after the turn (useLeavingPage).
 *
 * The next page is a live tree kept out of sight (OUT_OF_SIGHT, and the `hidden` attribute for what reads the
 * markup), not a hidden React Activity: a hidden Activity runs no effects, so its reference cells would fetch their
 * records only at the turn, and draw again then.
 */
export const NextPageBody = (props: DataTableBodyProps) => {
    const { page } = useListContext();
    const data = useDataTableDataContext();
    // Drawn in the background, giving way to the user's input (a click on the next page included). A deferred value
    // lags behind: just after a turn it is still the page now shown, hence the page number carried with it.
    const deferred = useDeferredValue(useNextPageAhead());
    const next = deferred?.page === page + 1 ? deferred.data : undefined;

    /** One page's rows: the same rows move from hidden to shown to leaving (see the keys below). */
    const rowsOf = (rows: RaRecord[] | undefined, outOfSight = false) => (
        <DataTableDataContext.Provider value={rows}>
            <VisibleColumnsBody {...props} hidden={outOfSight} style={outOfSight ? OUT_OF_SIGHT : undefined} />
        </DataTableDataContext.Provider>
    );
    const shown = useMemo<DrawnPage>(
        () => ({ page, element: rowsOf(data) }),
        // DataTable gives its body the columns alone (the same array while they do not change).
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [page, data, props.children],
    );
    const leaving = useLeavingPage(shown);

    // Each page's rows are keyed by its page number, in an Activity that hides the page left without drawing it again.
    return (
        <>
            <Activity key={shown.page} mode="visible">
                {shown.element}
            </Activity>
            {next && (
                <Activity key={page + 1} mode="visible">
                    {rowsOf(next, true)}
                </Activity>
            )}
            {/* Last, so that the first row in the table is the first row shown. A page turned back from is the next page
                again: its rows are that page's (one key). */}
            {leaving && leaving.page !== page + 1 && (
                <Activity key={leaving.page} mode="hidden">
                    {leaving.element}
                </Activity>
            )}
        </>
    );
};
