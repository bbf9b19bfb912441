import { lazy, Suspense, useCallback, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import {
    Button,
    type Identifier,
    type RaRecord,
    BulkDeleteButton,
    CreateButton,
    DataTable,
    FilterButton,
    FilterContext,
    ListBase,
    ListView,
    Pagination,
    TopToolbar,
} from 'react-admin';
import { filtersFor } from './filters';
import { fieldFor, REFERENCE_CELL } from './fields';
import { codeOfPath, kitPaths, useKit } from './KitContext';
import { StatusActionButtons } from './StatusActionButton';
import { ActivityRowActions } from './ActivityRowActions';
import { isActivityDescription, isAllowed } from './activityStatus';
import { ExportButton } from './files/ExportButton';
import { ImportButton } from './files/ImportButton';
import { ROUTE_TITLE } from './RouteTitle';
import { VisibleColumnsBody } from './VisibleColumnsBody';
import { PageOfList, PageTurnAhead } from './PageTurnAhead';
import { NextPageBody } from './NextPageBody';
import { createPagesAhead } from './pagesAhead';
import { GrantedOnly } from '../../ui/GrantedOnly';
import { listDefaultsOf } from './listDefaults';
import { FirstRowsDeferred } from './FirstRowsDeferred';
import { ListLoadingSkeleton } from './ListLoadingSkeleton';
import { listMeta } from './embed';
import { ColumnPickerButton, ColumnPickerContext, createColumnPickerWanted, pickerColumns } from './ColumnPicker';
import { FilterFormAfterRows } from './FilterFormAfterRows';

/** The record dialog brings the form and its inputs: loaded when a dialog-edited resource first opens one. */
/** The Reorder button brings the drag-and-drop library: loaded with the first hand-ordered list. */
const HandOrderButton = lazy(() => import('./HandOrderButton').then(module => ({ default: module.HandOrderButton })));
const PublishPageButton = lazy(() => import('../page-publish-jobs/PublishPageButton').then(module => ({ default: module.PublishPageButton })));
const PagePreviewButton = lazy(() => import('../page-publish-jobs/PagePreviewButton').then(module => ({ default: module.PagePreviewButton })));
const KitRecordDialog = lazy(() => import('./KitRecordDialog').then(module => ({ default: module.KitRecordDialog })));

/** What a resource's own list view adds to the kit's list (it composes KitList, never forks it). */
export interface KitListProps {
    /** Buttons after the kit's own in the top toolbar (an upload button…). */
    actions?: ReactNode;
    /** A field's cell drawn by the view instead of by its type (a file size in KB, a URL with a copy button…). */
    cells?: Readonly<Record<string, ReactElement>>;
    /** Columns before the described ones and after them (a thumbnail, row buttons): `DataTable.Col` elements. */
    columnsBefore?: readonly ReactElement[];
    columnsAfter?: readonly ReactElement[];
    /** Inputs the record dialog draws instead of by type (KitForm's `inputs`: a redirect block …), for dialog-edited resources. */
    dialogInputs?: Readonly<Record<string, ReactElement>>;
    /** Rows per page (default: the description's, else the kit's: listDefaults.ts). */
    perPage?: number;
    /** Actions on the selected rows (an order review…): with them the rows get their selection boxes. */
    bulkActions?: ReactElement;
    /**
     * A filter the screen holds itself, outside the filter bar and saved views (a ranking list's tab): react-admin's
     * permanent `filter`, sent with every list call.
     */
    filter?: Record<string, unknown>;
    /** Fetch and draw the next page while the user reads this one, so that turning it is immediate (the orders). */
    prerenderNextPage?: boolean;
}

/**
 * react-admin's pager, reading the page as the rows do (a turn to the page ahead included, see PageTurnAhead); on the
 * first load it appears with the rows (FirstRowsDeferred), not above them to be pushed down when they are drawn.
 */
const livePagination = (filter?: Record<string, unknown>, meta?: { embed: string[] }) => (
    <PageOfList>
        <FirstRowsDeferred filter={filter} meta={meta}>
            <Pagination />
        </FirstRowsDeferred>
    </PageOfList>
);

/**
 * No list wider than the window: a long value without spaces (a 250-character name, a URL) breaks where it must
 * instead of widening its column, and a table that is still wider than the page (many columns) scrolls within its
 * own width (a width of 0 grown to 100%: the table adds nothing to the page's minimum width, which react-admin's
 * layout would otherwise follow).
 */
const TABLE_SX = {
    // Column titles on one line: the columns' widths follow their cells, which change as a page's references arrive
    // (a SKU's name after the order's row); a title that wrapped then made the header taller and moved every row down.
    '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' },
    // A value breaks only where it must: a word longer than 20rem (a 250-character name, a URL) wraps at that width,
    // an order number or a user ID never (the table scrolls sideways in its wrapper when the columns need more room).
    '& .RaDataTable-rowCell': { overflowWrap: 'break-word' },
    '& .RaDataTable-rowCell > .MuiTypography-root': { display: 'inline-block', maxWidth: '20rem' },
    // A referenced record's name (a SKU's, long) arrives after the row: it takes one line of a width kept for it from
    // the start, cut with an ellipsis (whole on hover), so that its arrival moves no row and no column.
    [`& .RaDataTable-rowCell .${REFERENCE_CELL}`]: { display: 'block', width: '14rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
    '& .RaDataTable-tableWrapper': { overflowX: 'auto', width: 0, minWidth: '100%' },
} as const;

/** No extra columns (one array, so that the memoised columns stay the same between renders). */
const NO_COLUMNS: readonly ReactElement[] = [];

/**
 * The list's toolbar of actions. react-admin's toolbar hands a filters element (FilterFormAfterRows) to its actions,
 * where TopToolbar would put it on its element as an attribute: it is left out here.
 */
const ListActions = ({ children }: { children: ReactNode; filters?: ReactElement }) => <TopToolbar>{children}</TopToolbar>;

/**
 * A resource's list from its description: server-side filters (kept in the URL), sort and paging; the columns the
 * description shows by default, the others one click away in the column picker; saved views; rows open the
 * record at its spec path.
 */
export const KitList = ({ actions, cells, columnsBefore = NO_COLUMNS, columnsAfter = NO_COLUMNS, dialogInputs, perPage: perPageProp, bulkActions, filter, prerenderNextPage }: KitListProps = {}) => {
    const { entry, description } = useKit();
    const perPage = perPageProp ?? listDefaultsOf(entry, description).perPage;
    const { collection } = entry;
    const paths = kitPaths(entry);
    const columns = useMemo(() => description.fields.filter(field => field.column), [description]);
    // The same array between renders: react-admin's cells read it through a context memoised on it.
    const pickable = useMemo(() => columns.filter(field => field.column === 'pickable').map(field => field.source), [columns]);
    const readOnly = description.actions?.readOnly;
    const createPath = readOnly ? undefined : paths.create();
    const status = description.actions?.status;
    const dialog = description.actions?.dialog;
    // Resources without a record page are edited in a dialog on the list: undefined = closed, null = a new record.
    const [editing, setEditing] = useState<Identifier | null | undefined>(undefined);
    const activity = isActivityDescription(description);
    // The next page, fetched while the user reads this one, is not fetched again at the turn (the list's staleTime).
    const [ahead] = useState(createPagesAhead);
    // Stable between renders (rows are memoised by react-admin): a row redraws when its record changes, not each time
    // the list's location, selection or fetching state does (a prerendered next page is then only revealed).
    const rowClick = useCallback(
        (id: Identifier, _resource?: string, record?: RaRecord) => {
            // An activity opens its form only where the status model allows editing; the others are viewed.
            if (activity && !isAllowed('edit', record?.status)) return false;
            const path = kitPaths(entry).record(id);
            if (path) return path;
            if (dialog && !dialog.createOnly) setEditing(id);
            return false;
        },
        [activity, entry, dialog, setEditing],
    );
    // Their switches in the column picker drawn once it is wanted (ColumnPicker.tsx), by the list's own record of that.
    const [picker] = useState(createColumnPickerWanted);
    const columnElements = useMemo(
        () => pickerColumns([
            ...columnsBefore,
            ...columns.map(field => (
                <DataTable.Col key={field.source} source={field.source} disableSort={!field.sortable}>
                    {/* A text cell is its value: DataTable draws it without a field component (one per cell of 50 rows). */}
                    {cells?.[field.source] ?? (field.type === 'text' ? undefined : fieldFor(collection, field))}
                </DataTable.Col>
            )),
            status && (
                <DataTable.Col key="status-actions" label="resources.kit.actions" align="right">
                    <StatusActionButtons action={status} />
                </DataTable.Col>
            ),
            activity && (
                <DataTable.Col key="activity-actions" label="resources.kit.actions" align="right">
                    <ActivityRowActions onEdit={dialog ? setEditing : undefined} />
                </DataTable.Col>
            ),
            ...columnsAfter,
        ]),
        [collection, columns, cells, columnsBefore, columnsAfter, status, activity, dialog, setEditing],
    );
    // The references of the default columns come with the rows (embed.ts): one call, and no query per cell.
    const meta = useMemo(() => listMeta(description), [description]);
    const queryOptions = useMemo(() => ({ ...(prerenderNextPage ? ahead.queryOptions : {}), meta }), [prerenderNextPage, ahead, meta]);
    const pagination = useMemo(() => livePagination(filter, meta), [filter, meta]);
    const bulkActionButtons = bulkActions ?? (description.actions?.delete ? <BulkDeleteButton /> : false);
    // react-admin's own skeleton draws unlabelled selection boxes (ListLoadingSkeleton): the kit draws its own.
    const skeleton = <ListLoadingSkeleton columns={columnElements.filter(Boolean).length - pickable.length} selectable={bulkActionButtons !== false} />;
    const filters = useMemo(() => filtersFor(collection, description.fields), [collection, description]);
    const view = (
        <FilterContext.Provider value={filters}>
            <ListView
                title={ROUTE_TITLE}
                pagination={pagination}
                // The filters reach the form and the filter button through the FilterContext around: the form is drawn after
                // the rows (FilterFormAfterRows), which react-admin's toolbar draws where it would draw its own.
                filters={<FilterFormAfterRows />}
                actions={
                    <ListActions>
                        {/* Saved views live in react-admin's filter menu ("Save current query…", then each by name). Its
                            sidebar twin, SavedQueriesList, puts its buttons straight inside a <ul> (axe's list rule). */}
                        <FilterButton />
                        <ColumnPickerButton />
                        {createPath && (
                            <GrantedOnly code={codeOfPath(createPath)}>
                                <CreateButton to={createPath} />
                            </GrantedOnly>
                        )}
                        {!createPath && dialog?.create && (
                            <Button label="ra.action.create" onClick={() => setEditing(null)}>
                                <AddIcon />
                            </Button>
                        )}
                        {description.actions?.export && <ExportButton columnOffset={columnsBefore.length} />}
                        {description.actions?.import && <ImportButton />}
                        {description.actions?.handOrder && (
                            <Suspense fallback={null}>
                                <HandOrderButton />
                            </Suspense>
                        )}
                        {description.actions?.publish && (
                            <Suspense fallback={null}>
                                <PagePreviewButton />
                                <PublishPageButton source={collection} {...description.actions.publish} />
                            </Suspense>
                        )}
                        {actions}
                    </ListActions>
                }
            >
                <PageOfList>
                    <FirstRowsDeferred filter={filter} meta={meta} pending={skeleton}>
                        <DataTable
                            body={prerenderNextPage ? NextPageBody : VisibleColumnsBody}
                            rowClick={rowClick}
                            hiddenColumns={pickable}
                            bulkActionButtons={bulkActionButtons}
                            sx={TABLE_SX}
                        >
                            {columnElements}
                        </DataTable>
                    </FirstRowsDeferred>
                </PageOfList>
            </ListView>
        </FilterContext.Provider>
    );
    return (
        <ColumnPickerContext.Provider value={picker}>
            {/* react-admin's List, opened to put the page ahead between its controller and its view. */}
            <ListBase
                resource={collection}
                filter={filter}
                sort={description.sort}
                perPage={perPage}
                queryOptions={queryOptions}
                // Who may open the list is the route guard's to say (src/routes/RouteScreen.tsx: the catalogue's rule
                // over the session's codes and roles, what canAccess applies too), behind react-admin's own sign-in
                // check of every route (requireAuth). ListBase's second pass at both was two queries more on each open,
                // the second started by the first's answer, and each answer drew the whole list again before its rows.
                disableAuthentication
                offline={false}
            >
                {prerenderNextPage ? <PageTurnAhead ahead={ahead} meta={meta}>{view}</PageTurnAhead> : view}
            </ListBase>
            {editing !== undefined && (
                <Suspense fallback={null}>
                    <KitRecordDialog
                        id={editing ?? undefined}
                        inputs={dialogInputs}
                        title={editing === null ? 'ra.action.create' : 'ra.action.edit'}
                        onClose={() => setEditing(undefined)}
                    />
                </Suspense>
            )}
        </ColumnPickerContext.Provider>
    );
};
