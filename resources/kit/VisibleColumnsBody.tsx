import { Children, isValidElement, useState, type ReactNode } from 'react';
import { DataTableBody, type DataTableBodyProps, useDataTableStoreContext, useStore } from 'react-admin';
import { unwrapPickerColumns } from './ColumnPicker';

/** What DataTable's own cell compares with the hidden columns: the source, or the label of a column without one. */
const columnKey = (column: ReactNode) => (isValidElement<{ source?: string; label?: unknown }>(column) ? (column.props.source ?? column.props.label) : undefined);

/** Children.toArray copies each element (with a prefixed key) but keeps its props: the same column is the same props. */
const sameColumn = (a: ReactNode, b: ReactNode) =>
    a === b || (isValidElement(a) && isValidElement(b) && a.type === b.type && a.key === b.key && a.props === b.props);
const sameColumns = (a: readonly ReactNode[], b: readonly ReactNode[]) => a.length === b.length && a.every((column, index) => sameColumn(column, b[index]));

/**
 * react-admin's DataTableBody given only the columns the column picker shows. DataTable hands its body every column,
 * and each hidden column's cell then reads the picker's store (localStorage) and subscribes to it before drawing
 * nothing: 45 hidden order fields made 2,250 such cells a page of 50 orders. Read once here instead.
 *
 * A column drawn in the picker only once it is wanted (ColumnPicker.tsx) is DataTable's own column here: the cells of
 * the rows carry no wrapper.
 *
 * The columns keep their identity while they do not change (DataTable re-orders them into a new array on each
 * render when the user has moved a column): the body and its rows are memoised on them.
 */
export const VisibleColumnsBody = ({ children, ...props }: DataTableBodyProps) => {
    const { storeKey, defaultHiddenColumns } = useDataTableStoreContext();
    const [hiddenColumns] = useStore<string[]>(storeKey, defaultHiddenColumns);
    const visible = unwrapPickerColumns(
        Children.toArray(children).filter(column => {
            const key = columnKey(column);
            return typeof key !== 'string' || !hiddenColumns.includes(key);
        }),
    );
    // React's way to follow a changed input: set state while rendering, React draws again before committing.
    const [kept, setKept] = useState(visible);
    if (!sameColumns(kept, visible)) setKept(visible);
    return <DataTableBody {...props}>{kept}</DataTableBody>;
};
