import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider, loadMessages, storedLocale } from '../providers/i18nProvider';
import { getToken } from '../base/session/token';
import { App } from './App';
import { preloadScreenAt } from './routes/screens';
import { installGlobalErrorHandlers } from './errorLog/installGlobalErrorHandlers';

/** Starts the mock backend when it is on (a lazy chunk: production builds without it never download it). */
const start = async () => {
    // Every uncaught error and unhandled rejection goes to the error log, from the very first screen.
    installGlobalErrorHandlers();
    // A signed-in user reopening a screen (a reload, a bookmark, a shared link) waits for its chunks and texts only once,
    // alongside the mock's start; the language's catalogue is made with its texts already in.
    const landingScreen = getToken() ? preloadScreenAt(window.location.pathname) : undefined;
    const locale = storedLocale();
    const loadingMessages = loadMessages(locale);
    if (__MOCK__) {
        const { startMockServer } = await import('../mock-server/browser');
        await startMockServer();
    }
    const [messages] = await Promise.all([loadingMessages, landingScreen]);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App i18nProvider={createI18nProvider(locale, messages)} />
        </StrictMode>,
    );
};

void start();
