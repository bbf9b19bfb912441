import { setupWorker } from 'msw/browser';
import { apiConfig } from '../providers/config';
import { createHandlers } from './handlers';
import { persistSessionsWith } from './db/store';
import { persistFaultsWith, type Fault } from './faults';
import { loadKitCollections } from './db/kit';
import { loadFakers } from './db/kit/samples';

const SESSIONS_KEY = 'oms.mock.sessions';
const FAULTS_KEY = 'oms.mock.faults';

const readJson = <T>(key: string, fallback: T): T => {
    try {
        return JSON.parse(window.localStorage.getItem(key) ?? '') as T;
    } catch {
        return fallback;
    }
};

/**
 * On every start MSW refreshes its already-registered worker and does not catch that refresh: leaving the page while
 * it runs rejects with "Failed to update a ServiceWorker … Not found" as an uncaught error. The worker in control keeps
 * serving, so that one rejection is not an error of the app.
 */
const ignoreCutShortWorkerRefresh = () => {
    window.addEventListener('unhandledrejection', event => {
        const message = event.reason instanceof Error ? event.reason.message : String(event.reason);
        if (message.startsWith('Failed to update a ServiceWorker') && message.includes('omsMockWorker.js')) event.preventDefault();
    });
};

/** Starts the mock backend in the browser (dev, and preview builds made with VITE_MOCK=true). */
export const startMockServer = async (): Promise<void> => {
    persistSessionsWith({
        load: () => readJson(SESSIONS_KEY, []),
        save: entries => window.localStorage.setItem(SESSIONS_KEY, JSON.stringify(entries)),
    });
    persistFaultsWith({
        load: () => readJson<Fault[]>(FAULTS_KEY, []),
        save: faults => window.localStorage.setItem(FAULTS_KEY, JSON.stringify(faults)),
    });
    // The seed's faker locales load in the background: only data calls wait for them.
    void loadFakers();
    ignoreCutShortWorkerRefresh();
    // The worker registers while the resource descriptions load; its handlers, made from those descriptions, join it
    // once they are in. The app sends no call before this function returns.
    const worker = setupWorker();
    const started = worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}omsMockWorker.js` },
    });
    await loadKitCollections();
    worker.use(...createHandlers(apiConfig.apiUrl));
    await started;
};
