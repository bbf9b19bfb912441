import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider, loadMessages, storedLocale } from '../providers/i18nProvider';
import { App } from './App';
import { installGlobalErrorHandlers } from './errorLog/installGlobalErrorHandlers';

/** Starts the mock backend when it is on (a lazy chunk: production builds without it never download it). */
const start = async () => {
    // Every uncaught error and unhandled rejection goes to the error log, from the very first screen.
    installGlobalErrorHandlers();
    if (__MOCK__) {
        const { startMockServer } = await import('../mock-server/browser');
        await startMockServer();
    }
    const locale = storedLocale();
    const messages = await loadMessages(locale);
    createRoot(document.getElementById('root')!).render(
        <StrictMode>
            <App i18nProvider={createI18nProvider(locale, messages)} />
        </StrictMode>,
    );
};

void start();
