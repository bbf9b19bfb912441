import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { mockServer } from '../mock-server/node';
import { resetDb } from '../mock-server/db/store';
import { clearFaults } from '../mock-server/faults';
import { sessionUser } from '../base/session/sessionUser';
import { forgetListAhead, primeListsAhead } from '../providers/listAhead';
import { forgetCurrentProvider } from '../providers/i18nProvider';
import { forgetAnnouncedChanges } from '../ui/useAnnounceChange';
import { clearErrors } from '../src/errorLog/errorLogStore';
import { forgetReportedPageView } from '../src/analytics/pageViewTracker';
import { visitedTabsStore } from '../src/layout/tabs/visitedTabsStore';
// The folders' screens and resources, which the app loads before its first render.
import './support/builtScreens';

// CI runs two test files at once on two cores: what a user waits for (a debounced search, a lazy dialog) can take
// longer there than Testing Library's default second for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

/*
 * The unit project runs its files one after another in one module graph per worker (`isolate: false`): every module,
 * the mock server and the app's stores included, is shared with the files that ran before. This file is the one that
 * runs again for every test file, so every per-test reset lives here: a hook in a module a test imports is registered
 * only in the first file that imports it.
 */

/** Calls the mock server has taken and not yet answered (a call its caller gave up on is not waited for). */
const unanswered = new Set<string>();
const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    unanswered.add(requestId);
    request.signal.addEventListener('abort', () => unanswered.delete(requestId));
};
const onEnd = ({ requestId }: { requestId: string }) => void unanswered.delete(requestId);

/**
 * A test's last calls (a prefetch, a refetch after its last step) are let finish before the store and the session are
 * reset: answered after the reset, they would be refused for a session that no longer exists, in the next test's time.
 */
const settleCalls = async (): Promise<void> => {
    for (let waited = 0; unanswered.size > 0 && waited < 5_000; waited += 10) await new Promise(resolve => setTimeout(resolve, 10));
    await new Promise(resolve => setTimeout(resolve, 0));
};

/**
 * Every unit and component test talks to the mock backend through MSW's node server, reset between tests. The server
 * is the worker's one: this file's listeners leave with the file, or the next file's would be added beside them.
 */
beforeAll(() => {
    mockServer.events.on('request:start', onStart);
    mockServer.events.on('request:end', onEnd);
    mockServer.listen({ onUnhandledRequest: 'error' });
});
afterEach(async () => {
    // What a test turned on for itself (Vitest restores spies only between files, and never timers or globals):
    // a clock left fake would also hold settleCalls below.
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    cleanup();
    await settleCalls();
    mockServer.resetHandlers();
    clearFaults();
    resetDb();
    sessionUser.clear();
    document.cookie.split(';').forEach(cookie => {
        const name = cookie.split('=')[0].trim();
        if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    window.localStorage.clear();
    window.sessionStorage.clear();
    // What the app keeps for a page's life, outside React: each test starts as a fresh page load.
    visitedTabsStore.reset();
    forgetListAhead();
    primeListsAhead(undefined);
    forgetCurrentProvider();
    forgetAnnouncedChanges();
    forgetReportedPageView();
    clearErrors();
    // jsdom's address, where an app rendered at a path (or a sign-on callback) left it.
    window.history.replaceState(null, '', '/');
});
afterAll(() => {
    mockServer.close();
    mockServer.events.removeListener('request:start', onStart);
    mockServer.events.removeListener('request:end', onEnd);
});
