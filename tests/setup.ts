import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { mockServer } from '../mock-server/node';
import { resetDb } from '../mock-server/db/store';
import { sessionUser } from '../src/session/sessionUser';

/** Every unit and component test talks to the mock backend through MSW's node server, reset between tests. */
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
    cleanup();
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
