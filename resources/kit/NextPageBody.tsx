import { Fragment, startTransition, useDeferredValue, useEffect, useLayoutEffect, useMemo, useState, type ReactElement } from 'react';
import { DataTableDataContext, useDataTableDataContext, useListContext, type DataTableBodyProps, type RaRecord } from 'react-admin';
import { afterNextFrame } from './afterNextFrame';
import { useNextPage } from './useNextPage';
import { VisibleColumnsBody } from './VisibleColumnsBody';

/**
 * Out of sight, and out of the accessibility tree, but laid out: a collapsed row group takes no room, yet its cells
 * count in the columns' widths, so showing it at the turn lays out no new table (and the columns do not jump). MUI's
 * table body sets its own display, which outweighs what the `hidden` attribute would do.
 */
const OUT_OF_SIGHT = { visibility: 'collapse' } as const;

/** Hides a page's rows in the page itself, before the frame: MUI's table body sets its own display over `hidden`. */
const hideBody = (bodies: ReadonlyMap<number, HTMLElement>, page: number | undefined) => {
    const body = page === undefined ? undefined : bodies.get(page);
    if (!body) return;
    body.hidden = true;
    body.style.display = 'none';
};

/** A page's rows as last drawn: the element itself, so that drawing it again is no work at all. */
interface DrawnPage {
    page: number;
    element: ReactElement;
}

/**
 * The page just left, kept until the new one is on screen: removing 50 rows of cells is a fifth of a turn's work. It
 * is hidden at once, in the page itself rather than by drawing it again (which would cost as much), and removed in a
 * transition after the next frame.
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
 * The list's body with the next page already drawn, hidden, while the user reads this one. Turning the page then
 * shows rows that exist instead of drawing 50 new ones: each page's rows are keyed by their page number, and the shown
 * page's rows are memoised on the same records the list now shows (the prefetched cache entry). The page left is
 * removed a moment after the turn (useLeavingPage).
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

    // Each page's <tbody>, to hide the page left without drawing it again.
    const [bodies] = useState(() => new Map<number, HTMLTableSectionElement>());
    const bodyOf = (pageOf: number) => (element: HTMLTableSectionElement) => {
        bodies.set(pageOf, element);
        return () => {
            if (bodies.get(pageOf) === element) bodies.delete(pageOf);
        };
    };
    /** One page's rows, keyed by its page number: the same rows move from hidden to shown to leaving. */
    const rowsOf = (pageOf: number, rows: RaRecord[] | undefined, outOfSight = false) => (
        <Fragment key={pageOf}>
            <DataTableDataContext.Provider value={rows}>
                <VisibleColumnsBody {...props} ref={bodyOf(pageOf)} hidden={outOfSight} style={outOfSight ? OUT_OF_SIGHT : undefined} />
            </DataTableDataContext.Provider>
        </Fragment>
    );
    const shown = useMemo<DrawnPage>(
        () => ({ page, element: rowsOf(page, data) }),
        // DataTable gives its body the columns alone (the same array while they do not change).
        // eslint-disable-next-line react-hooks/exhaustive-deps
        [page, data, props.children],
    );
    const leaving = useLeavingPage(shown);

    useLayoutEffect(() => hideBody(bodies, leaving?.page), [bodies, leaving]);

    return (
        <>
            {shown.element}
            {next && rowsOf(page + 1, next, true)}
            {/* Last, so that the first row in the table is the first row shown. A page turned back from is the next page
                again: its rows are that page's (one key). */}
            {leaving && leaving.page !== page + 1 && leaving.element}
        </>
    );
};
