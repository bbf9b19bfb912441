import { useEffect } from 'react';
import type { ChipProps } from '@mui/material';
import { LocaleDateField } from '../../src/ui/LocaleDateField';
import { StatusChip } from '../../src/ui/StatusChip';
import {
    DataTable,
    DateInput,
    List,
    RefreshButton,
    SearchInput,
    SelectField,
    SelectInput,
    TopToolbar,
} from 'react-admin';
import { setAsyncTaskUpdate } from '../../src/session/asyncTaskFlag';
import { useSessionUser } from '../../src/session/useSessionUser';

export const ASYNC_TASK_RESOURCE = 'async-tasks';
export const ASYNC_TASK_PER_PAGE = 25;

export const ASYNC_TASK_TYPES = ['upload', 'download'] as const;
export const ASYNC_TASK_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type AsyncTaskStatus = (typeof ASYNC_TASK_STATUSES)[number];

export interface AsyncTask {
    id: number | string;
    taskId: string;
    fileName: string;
    taskType: (typeof ASYNC_TASK_TYPES)[number];
    creatorNumber: string;
    createTime: string;
    status: AsyncTaskStatus;
    siteCode?: string;
}

const typeChoices = ASYNC_TASK_TYPES.map(type => ({ id: type, name: `oms.pages.async_task.task_type.${type}` }));
const statusChoices = ASYNC_TASK_STATUSES.map(status => ({ id: status, name: `oms.pages.async_task.status.${status}` }));

const STATUS_COLOURS: Record<AsyncTaskStatus, ChipProps['color']> = {
    pending: 'default',
    processing: 'info',
    success: 'success',
    failed: 'error',
};

/** A date-only filter keeps its day; `to` reaches the end of that day, so a task created on it is included. */
const dayOnly = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : value);
const endOfDay = (value: string) => (value ? `${value}T23:59:59.999` : value);

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
 * /async-task (hidden): the import and export task centre of the top-bar link. Filtering, sorting and paging all
 * happen on the server. Opening it clears the current site's "new result" marker.
 */
export const AsyncTaskList = () => {
    const siteCode = useSessionUser()?.site?.siteCode;

    useEffect(() => {
        if (siteCode) setAsyncTaskUpdate(siteCode, false);
    }, [siteCode]);

    return (
        <List
            resource={ASYNC_TASK_RESOURCE}
            title="routes.general.asyncTask"
            sort={{ field: 'createTime', order: 'DESC' }}
            perPage={ASYNC_TASK_PER_PAGE}
            filters={filters}
            actions={<ListActions />}
            exporter={false}
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
                <DataTable.Col<AsyncTask> source="status" render={record => (
                        <StatusChip status={record.status} labelKeyPrefix="oms.pages.async_task.status" colours={STATUS_COLOURS} />
                    )} />
            </DataTable>
        </List>
    );
};

export default AsyncTaskList;
