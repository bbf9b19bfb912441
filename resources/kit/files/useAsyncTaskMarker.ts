import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { ASYNC_TASK_RESOURCE, RUNNING_STATUSES } from './tasks';
import { setAsyncTaskUpdate } from '../../../base/session/asyncTaskFlag';
import { createListeners } from '../../../base/session/store';

/**
 * When the top-bar marker lights (the per-site `asyncTaskUpdate` flag of spec section 3), in one place:
 *
 * - a task of the current site that finished (succeeded or failed) after the user last looked at the task centre
 *   lights it; opening the centre (or being on it) is looking, and puts it out;
 * - the app learns of finished tasks by asking the server: once when the top bar mounts, at once when a screen
 *   starts a task (`announceAsyncTask`), then every ASYNC_TASK_POLL_MS while any task of the site runs. Nothing is
 *   asked while no task runs.
 *
 * "Last looked" is kept per site in local storage (`asyncTaskSeen_{site}`, an ISO time) next to the flag. The first
 * time a site is watched it is set to now, so the history of the site does not light the marker. Finish times are
 * the server's; the mock shares the browser's clock, a real backend is trusted to keep its clock right.
 */

export const ASYNC_TASK_POLL_MS = 5000;

const SEEN_PREFIX = 'asyncTaskSeen_';

export const asyncTasksSeenAt = (siteCode: string): string | undefined => window.localStorage.getItem(`${SEEN_PREFIX}${siteCode}`) ?? undefined;

/** The user sees the site's tasks as they are now: earlier finishes no longer count, and the marker goes out. */
export const markAsyncTasksSeen = (siteCode: string, at: Date = new Date()): void => {
    window.localStorage.setItem(`${SEEN_PREFIX}${siteCode}`, at.toISOString());
    setAsyncTaskUpdate(siteCode, false);
};

let centresOpen = 0;

/**
 * The rule. `finishedSinceSeen`: how many tasks of the site finished after the user last looked. While the task
 * centre is open the user is looking, so the finish is seen rather than marked.
 */
export const noteFinishedTasks = (siteCode: string, finishedSinceSeen: number): void => {
    if (centresOpen > 0) markAsyncTasksSeen(siteCode);
    else if (finishedSinceSeen > 0) setAsyncTaskUpdate(siteCode, true);
};

/** The task centre is on screen (call it in the centre): seen when it opens, while it stays open, and as it closes. */
export const useAsyncTaskCentre = (siteCode: string | undefined): void => {
    useEffect(() => {
        if (!siteCode) return;
        centresOpen += 1;
        markAsyncTasksSeen(siteCode);
        return () => {
            centresOpen -= 1;
            markAsyncTasksSeen(siteCode);
        };
    }, [siteCode]);
};

const started = createListeners();

/** A screen started a task (an import, a server export): the marker checks at once and keeps watching while it runs. */
export const announceAsyncTask = (): void => started.notify();

/** Watches the current site's tasks and lights the marker by the rule above (mounted once, in the top bar). */
export const useAsyncTaskMarker = (siteCode: string | undefined, { pollMs = ASYNC_TASK_POLL_MS }: { pollMs?: number } = {}): void => {
    const dataProvider = useDataProvider();
    useEffect(() => {
        if (!siteCode) return;
        if (!asyncTasksSeenAt(siteCode)) window.localStorage.setItem(`${SEEN_PREFIX}${siteCode}`, new Date().toISOString());
        let timer: ReturnType<typeof setTimeout> | undefined;
        let latest = 0;
        const check = async () => {
            clearTimeout(timer);
            const run = ++latest;
            try {
                const page = { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' as const } };
                // Running first, then finished: a task that stops running between the two calls is counted as finished.
                const running = await dataProvider.getList(ASYNC_TASK_RESOURCE, { ...page, filter: { status: RUNNING_STATUSES } });
                const seenAt = asyncTasksSeenAt(siteCode) ?? new Date().toISOString();
                const finished = await dataProvider.getList(ASYNC_TASK_RESOURCE, { ...page, filter: { finishTime_gt: seenAt } });
                if (run !== latest) return;
                noteFinishedTasks(siteCode, finished.total ?? finished.data.length);
                if ((running.total ?? running.data.length) > 0) timer = setTimeout(check, pollMs);
            } catch {
                // A failed check (offline, signed out) waits for the next page load or task start.
            }
        };
        void check();
        const unsubscribe = started.subscribe(() => void check());
        return () => {
            latest += 1;
            clearTimeout(timer);
            unsubscribe();
        };
    }, [siteCode, dataProvider, pollMs]);
};
