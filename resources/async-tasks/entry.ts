import type { FolderEntry } from '../kit/types';
import { ASYNC_TASK_RESOURCE } from '../kit/files/tasks';

/** The task centre: the imports and exports the server runs (REST `async-tasks`, rows written by the server only). */
export const entry: FolderEntry = {
    collection: ASYNC_TASK_RESOURCE,
    pages: { '/async-task': () => import('./AsyncTaskList') },
};
