/// <reference lib="webworker" />
import './workerGlobals';
import { apiConfig } from '../../base/config';
import { drawOrdersInBackground, persistSessionsWith } from '../db/store';
import { loadKitCollections } from '../db/kit';
import { loadFakers } from '../db/kit/samples';
import { SESSIONS_KEY, FAULTS_KEY, IDLE_SECONDS_KEY, DRAW_AHEAD_KEY, readJson } from './storageKeys';
import { DEFAULT_IDLE_SECONDS, mockSettings, secondsOf } from '../settings';
import { receiveRequest, sendResponse, type AnswerMessage, type CallMessage, type SentResponse, type StorageValues } from './protocol';

/**
 * The mock backend in a worker of its own (started by connection.ts): its store, its 105,000 seeded orders and their
 * garbage collection stay off the page's thread, as a real backend's would; the orders are drawn while the page is
 * quiet. Like the in-page mock before it, it lives as long as the page: a reload starts again from the seed.
 */
declare const self: DedicatedWorkerGlobalScope;

/** The page's local storage as the last call carried it, and what the mock saved since the last answer. */
const storage = new Map<string, string | null>();
const saved: StorageValues = {};
const save = (key: string, value: string) => {
    storage.set(key, value);
    saved[key] = value;
};

let tookFirstCall: () => void;
const firstCall = new Promise<void>(resolve => (tookFirstCall = resolve));

/**
 * What the order draw needs (the store, the resource descriptions, the faker locales) loads first, and the draw starts
 * once it is in. MSW and the handlers are imported dynamically: the worker is one file, and evaluating
 * them first would hold back the sign-in calls and the first order list.
 */
const dataLoaded = Promise.all([loadKitCollections(), loadFakers()]);

const ready = Promise.all([import('msw'), import('../handlers'), import('../faults'), dataLoaded, firstCall]).then(([msw, handlers, faults]) => {
    // The first call carried the page's storage: sessions kept across a reload, faults a test injected.
    persistSessionsWith({
        load: () => readJson(storage.get(SESSIONS_KEY), []),
        save: entries => save(SESSIONS_KEY, JSON.stringify(entries)),
    });
    faults.persistFaultsWith({
        load: () => readJson(storage.get(FAULTS_KEY), []),
        save: kept => save(FAULTS_KEY, JSON.stringify(kept)),
    });
    return { getResponse: msw.getResponse, handlers: handlers.createHandlers(apiConfig.apiUrl) };
});

/** The Prioritized Task Scheduling API (Chromium, Firefox): not yet in TypeScript's lib. */
declare const scheduler: { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> } | undefined;

/**
 * How long the page must have made no call before the order draw takes the worker's time again. The draw stands in
 * for work a real backend does on another machine: here it shares the page's two cores, and a page that has just been
 * answered is drawing the answer, which the draw would slow down.
 */
const QUIET_MS = 300;
let lastCallAt = -Infinity;

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/**
 * Lets the calls waiting in the worker's queue in (a background task runs after them; a message to itself would not,
 * Chromium runs the page's messages after a worker's own), then waits until the page has been quiet for a while.
 */
const pause = async () => {
    await (typeof scheduler !== 'undefined' && scheduler.postTask ? scheduler.postTask(() => undefined, { priority: 'background' }) : sleep(0));
    for (let quiet = performance.now() - lastCallAt; quiet < QUIET_MS; quiet = performance.now() - lastCallAt) await sleep(QUIET_MS - quiet);
};

// The orders are drawn while the page is quiet; until they are, the order list in time order is answered ahead. The
// first call carries the page's storage, which may turn the draw off (DRAW_AHEAD_KEY).
void Promise.all([dataLoaded, firstCall]).then(() => (storage.get(DRAW_AHEAD_KEY) === 'off' ? undefined : drawOrdersInBackground(pause)));

/** What MSW answers for a handler that throws, so the page sees the same failure as with handlers in the page. */
const unhandledException = (error: unknown) => {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    return Response.json({ name, message, stack }, { status: 500, statusText: 'Unhandled Exception' });
};

const answer = async ({ id, request, storage: values }: CallMessage) => {
    // A value this mock saved and has not yet handed back is newer than the one the page sent.
    for (const [key, value] of Object.entries(values)) if (!(key in saved)) storage.set(key, value);
    mockSettings.idleMs = secondsOf(storage.get(IDLE_SECONDS_KEY), DEFAULT_IDLE_SECONDS) * 1000;
    tookFirstCall();
    lastCallAt = performance.now();
    const { getResponse, handlers } = await ready;
    let response: SentResponse | null;
    try {
        const mocked = await getResponse(handlers, receiveRequest(request));
        response = mocked ? await sendResponse(mocked) : null;
    } catch (error) {
        console.error(error);
        response = await sendResponse(unhandledException(error));
    }
    lastCallAt = performance.now();
    const message: AnswerMessage = { id, response, saved: { ...saved } };
    for (const key of Object.keys(saved)) delete saved[key];
    self.postMessage(message, response?.body ? [response.body] : []);
};

self.addEventListener('message', (event: MessageEvent<CallMessage>) => void answer(event.data));
