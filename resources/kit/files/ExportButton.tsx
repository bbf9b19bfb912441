import { useState, type MouseEvent } from 'react';
import { Alert, Button as MuiButton, ListItemText, Menu, MenuItem } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Link } from 'react-router-dom';
import {
    Button,
    useCloseNotification,
    useDataProvider,
    useListContext,
    useLocaleState,
    useNotify,
    useStore,
    useTranslate,
    useTranslateLabel,
    type DataProvider,
} from 'react-admin';
import { api } from '../../../providers/httpClient';
import { ASYNC_TASK_PATH } from '../../../base/routes/paths';
import { useToast } from '../../../ui/useToast';
import { announceAsyncTask } from './useAsyncTaskMarker';
import { resourceEntry } from '../registry';
import { useKit } from '../KitContext';
import { representRecord } from '../representation';
import type { FieldDescription, ResourceRecord } from '../types';
import { saveBytes } from './download';
import {
    EXPORT_FORMATS,
    EXPORT_ROW_LIMIT,
    exportFileName,
    exportRows,
    referencedIds,
    type ExportColumn,
    type ExportFormat,
} from './exportRows';
import { FILE_TYPES, tableFile } from './workbook';
import { choiceKey } from '../choices';
import { useClickGuard } from '../../../ui/useClickGuard';

/**
 * The columns the list shows now, in its order: react-admin's DataTable keeps the hidden columns under the store
 * key `{resource}.datatable` (default: its `hiddenColumns`) and a reordering under `{resource}.datatable_columnRanks`
 * (ranks[position] = the child's index among the DataTable's children; a child not listed keeps its index).
 * `offset` is the index of the first described column among those children (view columns may come before).
 */
export const visibleColumns = (
    columns: readonly FieldDescription[],
    hidden: readonly string[],
    ranks: readonly number[] | undefined,
    offset = 0,
): FieldDescription[] =>
    columns
        .map((field, index) => {
            const child = offset + index;
            const rank = ranks?.indexOf(child) ?? -1;
            return { field, position: rank === -1 ? child : rank };
        })
        .sort((a, b) => a.position - b.position)
        .map(({ field }) => field)
        .filter(field => !hidden.includes(field.source));

/** Referenced records' names for these rows, a page of ids at a time (getMany's ids travel in the URL). */
const referenceLabels = async (dataProvider: DataProvider, ids: Map<string, unknown[]>) => {
    const labels = new Map<string, Map<string, string>>();
    for (const [reference, referenced] of ids) {
        const entry = resourceEntry(reference);
        const names = new Map<string, string>();
        for (let start = 0; start < referenced.length; start += 200) {
            const { data } = await dataProvider.getMany(reference, { ids: referenced.slice(start, start + 200) as ResourceRecord['id'][] });
            data.forEach(record => names.set(String(record.id), entry ? representRecord(entry, record) : String(record.id)));
        }
        labels.set(reference, names);
    }
    return (reference: string, id: unknown) => labels.get(reference)?.get(String(id));
};

/** The toast of an export that became a task: what happened, and the way to the task centre. */
const ExportTaskNotice = ({ count, limit }: { count: number; limit: number }) => {
    const translate = useTranslate();
    const close = useCloseNotification();
    return (
        <Alert
            severity="info"
            variant="filled"
            action={
                <MuiButton color="inherit" size="small" component={Link} to={ASYNC_TASK_PATH} onClick={close}>
                    {translate('resources.kit.files.open_centre')}
                </MuiButton>
            }
        >
            {translate('resources.kit.files.export_task', { count, limit })}
        </Alert>
    );
};

export interface ExportButtonProps {
    /** Up to this many rows the browser writes the file; more become a server task. */
    limit?: number;
    /** Index of the first described column among the DataTable's children (see `visibleColumns`). */
    columnOffset?: number;
}

/**
 * Export of the current list: its filter and sort, the columns the user sees, as CSV or XLSX. Up to `limit` rows
 * the browser fetches them (one getList) and saves the file; above it the mock/backend runs a download task
 * (POST /files/export/{collection}) and a toast leads to the task centre. Cells are neutralised against formula
 * injection where the files are written (./workbook.ts).
 */
export const ExportButton = ({ limit = EXPORT_ROW_LIMIT, columnOffset = 0 }: ExportButtonProps) => {
    const { entry, description } = useKit();
    const { collection } = entry;
    const { filterValues, sort, total } = useListContext();
    const described = description.fields.filter(field => field.column);
    const [hidden] = useStore<string[]>(
        `${collection}.datatable`,
        described.filter(field => field.column === 'pickable').map(field => field.source),
    );
    const [ranks] = useStore<number[] | undefined>(`${collection}.datatable_columnRanks`);
    const dataProvider = useDataProvider();
    const translate = useTranslate();
    const translateLabel = useTranslateLabel();
    const [locale] = useLocaleState();
    const notify = useNotify();
    const toast = useToast();
    const [anchor, setAnchor] = useState<HTMLElement | null>(null);
    const [busy, setBusy] = useState(false);
    // The click guard: an export asked for holds the button for 2000 ms, so a quick second click does not ask twice.
    const { disabled: guarded, guard } = useClickGuard();

    const columnsNow = (): ExportColumn[] =>
        visibleColumns(described, hidden, ranks, columnOffset).map(field => ({
            source: field.source,
            label: String(translateLabel({ source: field.source, resource: collection })),
            values:
                field.type === 'enum'
                    ? Object.fromEntries(
                          (field.choices ?? []).map(value => [value, translate(choiceKey(collection, field.source, value), { _: value })]),
                      )
                    : field.type === 'bool'
                      ? { true: translate('ra.boolean.true'), false: translate('ra.boolean.false') }
                      : undefined,
        }));

    const exportAs = async (format: ExportFormat) => {
        setAnchor(null);
        const count = total ?? 0;
        const columns = columnsNow();
        setBusy(true);
        const serverTask = count > limit;
        try {
            if (serverTask) {
                await api.post(`/files/export/${collection}`, { filter: filterValues, sort, columns, format, locale }, { bodyType: 'json', notifySuccess: false });
                announceAsyncTask();
                notify(<ExportTaskNotice count={count} limit={limit} />, { type: 'info' });
                return;
            }
            const { data } = await dataProvider.getList(collection, { filter: filterValues, sort, pagination: { page: 1, perPage: Math.max(count, 1) } });
            const label = await referenceLabels(dataProvider, referencedIds(columns, description.fields, data));
            const name = translate(`resources.${collection}.name`, { smart_count: 2, _: collection });
            const bytes = await tableFile(format, name, exportRows(columns, description.fields, data, label));
            saveBytes(bytes, exportFileName(collection, format), FILE_TYPES[format]);
        } catch (error) {
            // api.post has shown its refusal already; the data provider's calls and the file writing leave it to us.
            if (!serverTask) toast.error(error instanceof Error ? error.message : String(error));
        } finally {
            setBusy(false);
        }
    };

    return (
        <>
            <Button
                label={busy ? 'resources.kit.files.exporting' : 'resources.kit.files.export'}
                onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                disabled={busy || guarded || !total}
                aria-haspopup="menu"
                aria-expanded={anchor ? 'true' : undefined}
            >
                <DownloadIcon />
            </Button>
            <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
                {EXPORT_FORMATS.map(format => (
                    <MenuItem key={format} onClick={guard(() => void exportAs(format))}>
                        <ListItemText primary={translate(`resources.kit.files.${format}`)} />
                    </MenuItem>
                ))}
            </Menu>
        </>
    );
};
