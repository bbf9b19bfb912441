/**
 * The async-task rows (imports and exports run by the server) as the app reads them: the task centre, the import
 * dialog and the top-bar marker share these. No React, no react-admin: the top bar imports it without loading the
 * centre's screen.
 */
export const ASYNC_TASK_RESOURCE = 'async-tasks';

/** How the task centre lists them: newest first, 25 a page (the list, and its first page asked ahead on a reload). */
export const ASYNC_TASK_LIST = { resource: ASYNC_TASK_RESOURCE, sort: { field: 'createTime', order: 'DESC' }, perPage: 25 } as const;

export const ASYNC_TASK_TYPES = ['upload', 'download'] as const;
export const ASYNC_TASK_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;
export type AsyncTaskStatus = (typeof ASYNC_TASK_STATUSES)[number];

/** Statuses of a task still at work: while one shows, the centre and the marker keep polling. */
export const RUNNING_STATUSES: readonly AsyncTaskStatus[] = ['pending', 'processing'];

export const isRunning = (task: { status?: string } | undefined): boolean => RUNNING_STATUSES.includes(task?.status as AsyncTaskStatus);

export interface AsyncTask {
    id: number | string;
    taskId: string;
    fileName: string;
    taskType: (typeof ASYNC_TASK_TYPES)[number];
    creatorNumber: string;
    createTime: string;
    status: AsyncTaskStatus;
    siteCode?: string;
    /** 0–100 while it runs; 100 when done. */
    progress?: number;
    /** API path of the result file (success) or of the error file (failed). */
    resultUrl?: string | null;
    errorUrl?: string | null;
    /** Why it failed. */
    reason?: string | null;
    /** When it succeeded or failed. */
    finishTime?: string | null;
    /** The collection it imported into or exported from. */
    collection?: string | null;
}
