import { setupWorker } from 'msw/browser';
import { apiConfig } from '../providers/config';
import { createHandlers } from './handlers';

/** Starts the mock backend in the browser (dev, and preview builds made with VITE_MOCK=true). */
export const startMockServer = async (): Promise<void> => {
    const worker = setupWorker(...createHandlers(apiConfig.apiUrl));
    await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
};
