import { db, type MockDb } from './store';
import type { Id, Row } from './collection';

/**
 * The async tasks the mock runs (imports and large exports) and the files they leave behind.
 *
 * No timers: a task row keeps its plan (start, duration, what to do at the end) here, and `advanceFileTasks` — run
 * before every API call the mock answers — moves each row on from the clock: pending for the first part of its
 * duration, then processing with a percentage, then at the end the work is done (rows written, a file built) and the
 * row says success or failed. A reader therefore always sees a task where wall time has brought it, and a test moves
 * it on with fake timers (`vi.setSystemTime`) or by setting `taskClock.now`.
 *
 * State belongs to the current store: `resetDb()` (tests) starts with no plans and no files.
 */

export const ASYNC_TASKS = 'async-tasks';

export type TaskStatus = 'pending' | 'processing' | 'success' | 'failed';
export type TaskType = 'upload' | 'download';

/** An async-tasks row (the REST collection the task centre lists). */
export interface TaskRow extends Row {
    taskId: string;
    fileName: string;
    taskType: TaskType;
    creatorNumber: string;
    createTime: string;
    status: TaskStatus;
    siteCode: string;
    /** 0–100. */
    progress: number;
    /** API path of the result file (success), of the error file (failed), or null. */
    resultUrl: string | null;
    errorUrl: string | null;
    /** Why it failed, in the language of whoever started it. */
    reason: string | null;
    /** When it succeeded or failed (the top-bar marker compares it with when the user last looked). */
    finishTime: string | null;
    /** The collection it imported into or exported from (its access codes guard the download). */
    collection?: string | null;
}

export interface StoredFile {
    fileName: string;
    contentType: string;
    bytes: Uint8Array;
}

/** What a task's work ends with. */
export type TaskOutcome =
    | { status: 'success'; file?: StoredFile }
    | { status: 'failed'; reason: string; file?: StoredFile };

interface Plan {
    id: Id;
    startMs: number;
    durationMs: number;
    /** The work, run once when the duration is over. */
    finish: () => Promise<TaskOutcome>;
}

/** The clock tasks run on (tests may replace `now`). */
export const taskClock = { now: (): number => Date.now() };

/** The share of a task's duration it spends queued (pending, 0 %) before it starts processing. */
export const PENDING_SHARE = 0.15;

/** 2 s for a small file, up to 4 s for a large one. */
export const taskDurationMs = (rowCount: number): number => Math.min(4000, 2000 + rowCount * 2);

interface TaskState {
    plans: Map<string, Plan>;
    files: Map<string, StoredFile>;
}

const states = new WeakMap<MockDb, TaskState>();
const state = (): TaskState => {
    let current = states.get(db);
    if (!current) {
        current = { plans: new Map(), files: new Map() };
        states.set(db, current);
    }
    return current;
};

const tasks = () => db.collections.get(ASYNC_TASKS)!;

let counter = 0;
/** A task id unlike the seed's (T70001…): time-based, so ids stay unique across resets of the store. */
const nextTaskId = (now: number) => `T${now.toString(36).toUpperCase()}${(counter++ % 1296).toString(36).toUpperCase().padStart(2, '0')}`;

export const downloadPath = (taskId: string) => `/files/download/${encodeURIComponent(taskId)}`;

/** Creates the task row (pending, 0 %) and plans its work. */
export const startFileTask = (
    values: Pick<TaskRow, 'fileName' | 'taskType' | 'creatorNumber' | 'siteCode'> & { collection?: string },
    durationMs: number,
    finish: () => Promise<TaskOutcome>,
): TaskRow => {
    const now = taskClock.now();
    const row = tasks().create({
        taskId: nextTaskId(now),
        createTime: new Date(now).toISOString(),
        status: 'pending',
        progress: 0,
        resultUrl: null,
        errorUrl: null,
        reason: null,
        finishTime: null,
        collection: null,
        ...values,
    }) as TaskRow;
    state().plans.set(row.taskId, { id: row.id, startMs: now, durationMs, finish });
    return row;
};

const finishTask = async (taskId: string, plan: Plan) => {
    let outcome: TaskOutcome;
    try {
        outcome = await plan.finish();
    } catch (error) {
        outcome = { status: 'failed', reason: (error as Error).message || 'The task failed' };
    }
    if (outcome.file) state().files.set(taskId, outcome.file);
    const url = outcome.file ? downloadPath(taskId) : null;
    tasks().update(plan.id, {
        status: outcome.status,
        progress: 100,
        finishTime: new Date(plan.startMs + plan.durationMs).toISOString(),
        resultUrl: outcome.status === 'success' ? url : null,
        errorUrl: outcome.status === 'failed' ? url : null,
        reason: outcome.status === 'failed' ? outcome.reason : null,
    });
};

/** Brings every planned task to where the clock says it is; finished ones do their work (once). */
export const advanceFileTasks = async (now: number = taskClock.now()): Promise<void> => {
    const { plans } = state();
    if (plans.size === 0) return;
    const finishing: Promise<void>[] = [];
    for (const [taskId, plan] of plans) {
        const elapsed = now - plan.startMs;
        if (elapsed >= plan.durationMs) {
            // Taken off before the work starts: a call arriving meanwhile must not run it again.
            plans.delete(taskId);
            finishing.push(finishTask(taskId, plan));
        } else {
            const queued = elapsed < plan.durationMs * PENDING_SHARE;
            tasks().update(plan.id, {
                status: queued ? 'pending' : 'processing',
                progress: queued ? 0 : Math.min(99, Math.max(1, Math.round((elapsed / plan.durationMs) * 100))),
            });
        }
    }
    await Promise.all(finishing);
};

/** The file a finished task left (its result or its error file), if the mock kept one. */
export const taskFile = (taskId: string): StoredFile | undefined => state().files.get(taskId);

/** Tasks still planned (tests). */
export const plannedTaskCount = (): number => state().plans.size;
