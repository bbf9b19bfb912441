import { setupWorker } from 'msw/browser';
import { apiConfig } from '../providers/config';
import { createHandlers } from './handlers';
import { persistSessionsWith } from './db/store';

const SESSIONS_KEY = 'oms.mock.sessions';

/** Starts the mock backend in the browser (dev, and preview builds made with VITE_MOCK=true). */
export const startMockServer = async (): Promise<void> => {
    persistSessionsWith({
        load: () => {
            try {
                return JSON.parse(window.localStorage.getItem(SESSIONS_KEY) ?? '[]');
            } catch {
                return [];
            }
        },
        save: entries => window.localStorage.setItem(SESSIONS_KEY, JSON.stringify(entries)),
    });
    const worker = setupWorker(...createHandlers(apiConfig.apiUrl));
    await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
};
