import { Activity } from 'react';
import { DataTableDataContext, useDataTableDataContext, useListContext, type DataTableBodyProps } from 'react-admin';
import { useNextPage } from './useNextPage';
import { VisibleColumnsBody } from './VisibleColumnsBody';

/**
 * The list's body with the next page already drawn, hidden, while the user reads this one (React's Activity draws a
 * hidden tree when the page is idle, and keeps it). Turning the page then reveals rows that exist instead of drawing
 * 50 new ones: each page's rows are keyed by their page number, and the revealed page's rows are memoised on the same
 * records the list now shows (the prefetched cache entry).
 */
export const NextPageBody = (props: DataTableBodyProps) => {
    const { page } = useListContext();
    const data = useDataTableDataContext();
    const next = useNextPage();
    return (
        <>
            <Activity key={page} mode="visible">
                <DataTableDataContext.Provider value={data}>
                    <VisibleColumnsBody {...props} />
                </DataTableDataContext.Provider>
            </Activity>
            {next && (
                <Activity key={page + 1} mode="hidden">
                    <DataTableDataContext.Provider value={next}>
                        <VisibleColumnsBody {...props} />
                    </DataTableDataContext.Provider>
                </Activity>
            )}
        </>
    );
};
