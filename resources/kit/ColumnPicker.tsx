import { createContext, isValidElement, memo, startTransition, useContext, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { ColumnsButton, DataTable, useDataTableRenderContext, type DataTableColumnProps } from 'react-admin';
import { createListeners } from '../../base/session/store';

/** Whether a list's column picker has been wanted (pointed at, focused or pressed) since the list was drawn. */
export interface ColumnPickerWanted {
    isWanted: () => boolean;
    want: () => void;
    /** Calls `listener` once the picker is wanted: at once if it already is. */
    whenWanted: (listener: () => void) => () => void;
}

/** One list's: made once per list. */
export const createColumnPickerWanted = (): ColumnPickerWanted => {
    let wanted = false;
    const listeners = createListeners();
    return {
        isWanted: () => wanted,
        want: () => {
            if (wanted) return;
            wanted = true;
            listeners.notify();
        },
        whenWanted: listener => {
            if (!wanted) return listeners.subscribe(listener);
            listener();
            return () => undefined;
        },
    };
};

/** The list's picker (KitList); without one, every switch is drawn at once, as DataTable draws them. */
export const ColumnPickerContext = createContext<ColumnPickerWanted | undefined>(undefined);

/**
 * A column's switch in the picker, drawn once the picker is wanted: a state of its own, set in the picker's event (a
 * transition when it is only pointed at), not an external store's, whose updates React draws at once and whole.
 */
const PickerSwitch = (props: DataTableColumnProps) => {
    const picker = useContext(ColumnPickerContext);
    const [wanted, setWanted] = useState(() => picker?.isWanted() ?? true);
    useEffect(() => picker?.whenWanted(() => setWanted(true)), [picker]);
    return wanted ? <DataTable.Col {...props} /> : null;
};

/**
 * A column whose switch in the column picker is drawn only once the picker is wanted. DataTable draws every column of
 * a list into its picker (ColumnsSelector, through a portal into the picker's popover, kept mounted while closed) as
 * soon as it finds the popover: 54 switches for the orders, in one render React cannot slice (a timer asks for it), as
 * long as half of the rows themselves, for a picker most visits never open. Elsewhere (the header) it is DataTable's
 * own column; the rows' cells are drawn by DataTable's column itself (unwrapPickerColumns).
 */
const PickerColumn = memo((props: DataTableColumnProps) =>
    useDataTableRenderContext() === 'columnsSelector' ? <PickerSwitch {...props} /> : <DataTable.Col {...props} />,
);
PickerColumn.displayName = 'PickerColumn';

/** DataTable's columns, each drawn in the column picker once it is wanted (PickerColumn). */
export const pickerColumns = (columns: readonly ReactNode[]): ReactNode[] =>
    columns.map(column =>
        isValidElement<DataTableColumnProps>(column) && column.type === DataTable.Col ? <PickerColumn key={column.key} {...column.props} /> : column,
    );

/** The element each PickerColumn's props drew in the rows last: the same element for the same props (rows are memoised on them). */
const cellColumns = new WeakMap<object, ReactElement>();

/**
 * The columns as the rows draw them: DataTable's own column for each PickerColumn, so that the 50 rows' cells carry no
 * wrapper. Children.toArray keeps each column's props object: the same props give the same element.
 */
export const unwrapPickerColumns = (columns: readonly ReactNode[]): ReactNode[] =>
    columns.map(column => {
        if (!isValidElement<DataTableColumnProps>(column) || column.type !== PickerColumn) return column;
        let cell = cellColumns.get(column.props);
        if (!cell || cell.key !== column.key) {
            cell = <DataTable.Col key={column.key} {...column.props} />;
            cellColumns.set(column.props, cell);
        }
        return cell;
    });

/**
 * react-admin's column picker, drawn with the list: DataTable finds its popover when it first draws, instead of looking
 * for it a moment later (it looks for half a second only: a picker drawn later than that stayed empty). Pointed at or
 * focused, its switches are drawn ahead in the background; pressed, with the popover's opening.
 */
export const ColumnPickerButton = () => {
    const picker = useContext(ColumnPickerContext);
    const wantSoon = () => startTransition(() => picker?.want());
    return (
        <span
            style={{ display: 'contents' }}
            onPointerEnter={wantSoon}
            // The button's own focus: React brings the popover's events here too (its search box takes the focus when
            // drawn, where the browser lets it), but the popover is drawn elsewhere in the page.
            onFocus={event => {
                if (event.currentTarget.contains(event.target)) wantSoon();
            }}
            onClickCapture={() => picker?.want()}
        >
            <ColumnsButton />
        </span>
    );
};
