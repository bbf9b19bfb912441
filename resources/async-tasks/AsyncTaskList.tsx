import type { StatusChipColour } from '../../ui/statusChipStyles';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ErrorFileIcon from '@mui/icons-material/ReportProblem';
import { LocaleDateField } from '../../ui/LocaleDateField';
import { StatusChip } from '../../ui/StatusChip';
import { dayOnly, endOfDay } from '../../ui/datePresets';
import {
    DataTable,
    DateInput,
    FilterContext,
    List,
    RefreshButton,
    SearchInput,
    SelectField,
    SelectInput,
    TopToolbar,
    useTranslate,
    type GetListResult,
} from 'react-admin';
import { useAsyncTaskCentre } from '../kit/files/useAsyncTaskMarker';
import { FilterFormAfterRows } from '../kit/FilterFormAfterRows';
import { useSessionUser } from '../../ui/session/useSessionUser';
import { downloadServerFile } from '../kit/files/download';
import { ASYNC_TASK_LIST, ASYNC_TASK_RESOURCE, ASYNC_TASK_STATUSES, ASYNC_TASK_TYPES, isRunning, type AsyncTask, type AsyncTaskStatus } from '../kit/files/tasks';

export { ASYNC_TASK_RESOURCE, ASYNC_TASK_STATUSES, ASYNC_TASK_TYPES, type AsyncTask, type AsyncTaskStatus } from '../kit/files/tasks';

export const ASYNC_TASK_PER_PAGE = ASYNC_TASK_LIST.perPage;
/** How often the centre reloads its page while a task on it is pending or processing. */
export const ASYNC_TASK_REFRESH_MS = 2000;

const typeChoices = ASYNC_TASK_TYPES.map(type => ({ id: type, name: `oms.pages.async_task.task_type.${type}` }));
const statusChoices = ASYNC_TASK_STATUSES.map(status => ({ id: status, name: `oms.pages.async_task.status.${status}` }));

const STATUS_COLOURS: Record<AsyncTaskStatus, StatusChipColour> = {
    pending: 'default',
    processing: 'info',
    success: 'success',
    failed: 'error',
};

/** Date-only filters keep their day; `to` reaches the end of that day, so a task created on it is included. */
const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="taskType" source="taskType" choices={typeChoices} alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
    <DateInput key="createTime_gte" source="createTime_gte" label="oms.pages.async_task.created_from" format={dayOnly} alwaysOn />,
    <DateInput
        key="createTime_lte"
        source="createTime_lte"
        label="oms.pages.async_task.created_to"
        format={dayOnly}
        parse={endOfDay}
        alwaysOn
    />,
];

const ListActions = () => (
    <TopToolbar>
        <RefreshButton />
    </TopToolbar>
);

/**
 * The names of the progress bars, once per page (the themes name every progress component 'Loading' by default;
 * an explicit `aria-labelledby` names these for what they show).
 */
const PROGRESS_LABEL_ID = 'async-task-progress-label';
const QUEUED_LABEL_ID = 'async-task-queued-label';

const ProgressLabels = () => {
    const translate = useTranslate();
    return (
        <>
            <span id={PROGRESS_LABEL_ID} hidden>
                {translate('resources.async-tasks.fields.progress')}
            </span>
            <span id={QUEUED_LABEL_ID} hidden>
                {translate('resources.async-tasks.queued')}
            </span>
        </>
    );
};

/** The status chip; under it, while the task runs, its progress bar and percentage. */
const TaskStatus = ({ task }: { task: AsyncTask }) => {
    const progress = Math.min(100, Math.max(0, task.progress ?? 0));
    return (
        <Stack spacing={0.5} sx={{ minWidth: 120 }}>
            <StatusChip status={task.status} labelKeyPrefix="oms.pages.async_task.status" colours={STATUS_COLOURS} />
            {task.status === 'processing' && (
                <Stack direction="row" spacing={1} alignItems="center">
                    <LinearProgress variant="determinate" value={progress} sx={{ flexGrow: 1 }} aria-labelledby={PROGRESS_LABEL_ID} />
                    <Typography variant="caption">{`${progress}%`}</Typography>
                </Stack>
            )}
            {task.status === 'pending' && (
                <LinearProgress variant="indeterminate" aria-labelledby={QUEUED_LABEL_ID} />
            )}
        </Stack>
    );
};

/** What a finished task left: its file to download, or why it failed and its error file. */
const TaskResult = ({ task }: { task: AsyncTask }) => {
    const translate = useTranslate();
    if (task.status === 'success' && task.resultUrl) {
        return (
            <Button
                size="small"
                startIcon={<DownloadIcon />}
                aria-label={translate('resources.async-tasks.download_named', { name: task.fileName })}
                onClick={() => void downloadServerFile(task.resultUrl!, task.fileName).catch(() => undefined)}
            >
                {translate('resources.async-tasks.download')}
            </Button>
        );
    }
    if (task.status !== 'failed') return null;
    return (
        <Box sx={{ maxWidth: 360 }}>
            {task.reason && (
                <Typography variant="body2" color="error">
                    {task.reason}
                </Typography>
            )}
            {task.errorUrl && (
                <Button
                    size="small"
                    color="error"
                    startIcon={<ErrorFileIcon />}
                    aria-label={translate('resources.async-tasks.error_file_named', { name: task.fileName })}
                    onClick={() => void downloadServerFile(task.errorUrl!, `${task.fileName.replace(/\.[^.]+$/, '')}-errors.xlsx`).catch(() => undefined)}
                >
                    {translate('resources.async-tasks.error_file')}
                </Button>
            )}
        </Box>
    );
};

/**
 * /async-task (hidden): the import and export task centre of the top-bar link. Filtering, sorting and paging all
 * happen on the server. Running tasks show their progress, and the page reloads itself every
 * ASYNC_TASK_REFRESH_MS while one is on it (never otherwise); finished ones offer their file, or their reason and
 * error file. Being on it counts as seeing the current site's tasks: the top-bar marker stays out.
 */
export const AsyncTaskList = ({ refreshMs = ASYNC_TASK_REFRESH_MS }: { refreshMs?: number }) => {
    const siteCode = useSessionUser()?.site?.siteCode;
    useAsyncTaskCentre(siteCode);

    return (
        <>
            <ProgressLabels />
            {/* The filters reach the form (drawn after the first rows: FilterFormAfterRows) through their context. */}
            <FilterContext.Provider value={filters}>
                <List
                    resource={ASYNC_TASK_RESOURCE}
                    title="routes.general.asyncTask"
                    sort={ASYNC_TASK_LIST.sort}
                    perPage={ASYNC_TASK_PER_PAGE}
                    filters={<FilterFormAfterRows />}
                    actions={<ListActions />}
                    exporter={false}
                    queryOptions={{
                        refetchInterval: query =>
                            (query.state.data as GetListResult<AsyncTask> | undefined)?.data.some(isRunning) ? refreshMs : false,
                    }}
                >
                    <DataTable<AsyncTask> rowClick={false} bulkActionButtons={false}>
                        <DataTable.Col source="taskId" />
                        <DataTable.Col source="fileName" />
                        <DataTable.Col source="taskType">
                            <SelectField source="taskType" choices={typeChoices} />
                        </DataTable.Col>
                        <DataTable.Col source="creatorNumber" />
                        <DataTable.Col source="createTime">
                            <LocaleDateField source="createTime" showTime />
                        </DataTable.Col>
                        <DataTable.Col<AsyncTask> source="status" render={record => <TaskStatus task={record} />} />
                        <DataTable.Col<AsyncTask> label="resources.async-tasks.fields.result" disableSort render={record => <TaskResult task={record} />} />
                    </DataTable>
                </List>
            </FilterContext.Provider>
        </>
    );
};

export default AsyncTaskList;
