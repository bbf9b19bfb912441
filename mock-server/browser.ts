import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { apiConfig } from '../base/config';
import { answerInWorker } from './worker/connection';

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

/**
 * Starts the mock backend for the browser (dev, and preview builds made with VITE_MOCK=true): MSW's service worker
 * catches the app's API calls, and the page hands each one to the mock's own worker, where the store lives.
 */
export const startMockServer = async (): Promise<void> => {
    ignoreCutShortWorkerRefresh();
    await setupWorker(http.all(`${apiConfig.apiUrl}/*`, async ({ request }) => (await answerInWorker(request)) ?? passthrough())).start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: `${import.meta.env.BASE_URL}omsMockWorker.js` },
    });
};
