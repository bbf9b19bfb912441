import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createI18nProvider, loadMessages, storedLocale } from '../providers/i18nProvider';
import { getToken } from '../base/session/token';
import { App } from './App';
import { loadFolderRegistry, preloadScreenAt } from './routes/screens';
import { installGlobalErrorHandlers } from './errorLog/installGlobalErrorHandlers';
import { startSessionOnReload } from '../providers/authProvider';
import { callRememberedListAhead } from './routes/rememberedLists';

/** Starts the mock backend when it is on (a lazy chunk: production builds without it never download it). */
const start = async () => {
    // Every uncaught error and unhandled rejection goes to the error log, from the very first screen.
    installGlobalErrorHandlers();
    // A signed-in user reopening a screen (a reload, a bookmark, a shared link) waits for its chunks and texts only once,
    // alongside the mock's start; the language's catalogue is made with its texts already in.
    const { pathname } = window.location;
    const landingScreen = getToken() ? preloadScreenAt(pathname) : undefined;
    // The session (sites, user, granted codes) loads alongside them too, not after the first render asks for it; with
    // the mock on, once the mock answers. A list opened here before has its first page asked for beside it; once both
    // are in, a list's description confirms that call (or makes it, on a first open): its rows arrive while the app
    // draws its layout, not after.
    const startSession = () => {
        const session = startSessionOnReload();
        if (session) {
            callRememberedListAhead(pathname, session);
            void Promise.all([session, import('./routes/landingList')])
                .then(([, landingList]) => landingList.callLandingListAhead(pathname))
                .catch(() => undefined);
        }
    };
    if (!__MOCK__) startSession();
    const locale = storedLocale();
    const loadingMessages = loadMessages(locale);
    if (__MOCK__) {
        const { startMockServer } = await import('../mock-server/browser');
        await startMockServer();
        startSession();
    }
    // The folders' screens and resources (a chunk of their own, not the first visit's) before the first render.
    const [messages] = await Promise.all([loadingMessages, landingScreen, loadFolderRegistry()]);
    const root = createRoot(document.getElementById('root')!);
    // The first render as a transition: React draws it in slices between which the browser stays responsive (the
    // session's answers, the list's rows), rather than in one long task.
    startTransition(() =>
        root.render(
            <StrictMode>
                <App i18nProvider={createI18nProvider(locale, messages)} />
            </StrictMode>,
        ),
    );
};

void start();
