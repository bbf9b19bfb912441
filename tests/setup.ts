import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { mockServer } from '../mock-server/node';
import { resetDb } from '../mock-server/db/store';
import { sessionUser } from '../base/session/sessionUser';
// The folders' screens and resources, which the app loads before its first render.
import './support/builtScreens';

// CI runs two test files at once on two cores: what a user waits for (a debounced search, a lazy dialog) can take
// longer there than Testing Library's default second for findBy and waitFor.
configure({ asyncUtilTimeout: 5_000 });

/** Calls the mock server has taken and not yet answered (a call its caller gave up on is not waited for). */
const unanswered = new Set<string>();
mockServer.events.on('request:start', ({ request, requestId }) => {
    unanswered.add(requestId);
    request.signal.addEventListener('abort', () => unanswered.delete(requestId));
});
mockServer.events.on('request:end', ({ requestId }) => void unanswered.delete(requestId));

/**
 * A test's last calls (a prefetch, a refetch after its last step) are let finish before the store and the session are
 * reset: answered after the reset, they would be refused for a session that no longer exists, in the next test's time.
 */
const settleCalls = async (): Promise<void> => {
    for (let waited = 0; unanswered.size > 0 && waited < 5_000; waited += 10) await new Promise(resolve => setTimeout(resolve, 10));
    await new Promise(resolve => setTimeout(resolve, 0));
};

/** Every unit and component test talks to the mock backend through MSW's node server, reset between tests. */
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
    cleanup();
    await settleCalls();
    mockServer.resetHandlers();
    resetDb();
    sessionUser.clear();
    document.cookie.split(';').forEach(cookie => {
        const name = cookie.split('=')[0].trim();
        if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    window.localStorage.clear();
    window.sessionStorage.clear();
});
afterAll(() => mockServer.close());
