import { onTestFinished } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { DEMO_PASSWORD } from '../../mock-server/db/accounts';
import { apiConfig } from '../../base/config';
import { createAuthProvider } from '../../providers/authProvider';
import type { Fault } from '../../mock-server/faults';

export { DEMO_PASSWORD };

export interface SeenRequest {
    method: string;
    url: URL;
    headers: Headers;
    credentials: RequestCredentials;
    /** The body as text (empty for bodiless calls). */
    body: Promise<string>;
}

/**
 * The mock answers the next calls to a path with the given envelope (mock-server/faults.ts), as a test in a browser
 * would ask it; tests/setup.ts clears the faults after each test.
 */
export const injectFault = async (fault: Fault): Promise<void> => {
    const response = await fetch(new URL(`${apiConfig.apiUrl}/__mock/faults`, window.location.href), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(fault),
    });
    if (!response.ok) throw new Error(`the mock refused the fault: ${response.status}`);
};

/**
 * Every request the mock server sees from now on until the test ends, in order (headers as sent, body readable);
 * with `path`, only those to that API path (without query string).
 */
export const recordRequests = (path?: string): SeenRequest[] => {
    const seen: SeenRequest[] = [];
    const listener = ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        if (path !== undefined && url.pathname !== `${apiConfig.apiUrl}${path}`) return;
        seen.push({
            method: request.method,
            url,
            // Copy the headers entry by entry: the request's Headers class is not this realm's.
            headers: new Headers([...request.headers.entries()]),
            credentials: request.credentials,
            body: request.clone().text(),
        });
    };
    mockServer.events.on('request:start', listener);
    // Ended by the test that asked: a hook in this module would be registered only in the first file importing it.
    onTestFinished(() => mockServer.events.removeListener('request:start', listener));
    return seen;
};

/** Requests to one API path (without query string). */
export const requestsTo = (seen: readonly SeenRequest[], path: string): SeenRequest[] =>
    seen.filter(request => request.url.pathname === `${apiConfig.apiUrl}${path}`);

/** Signs a demo account in through the real auth provider, as the login page does: calls then carry its token and site. */
export const signIn = async (username = 'admin', password = DEMO_PASSWORD) => {
    const auth = createAuthProvider(() => []);
    await auth.login({ username, password });
    return auth;
};
