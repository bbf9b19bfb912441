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
    await loadKitCollections();
    const worker = setupWorker(...createHandlers(apiConfig.apiUrl));
    await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
};
