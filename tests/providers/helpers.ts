import { afterEach, vi } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { apiConfig } from '../../providers/config';
import { createAuthProvider } from '../../providers/authProvider';
import { notifier, type Toast } from '../../providers/notifier';
import { navigation } from '../../src/session/navigation';
import { COOKIE, writeCookie } from '../../src/session/cookies';

/** The absolute URL the client calls for an API path (jsdom's origin + the configured base). */
export const apiUrl = (path: string): string => new URL(`${apiConfig.apiUrl}${path}`, window.location.href).toString();

/** The path pattern msw handlers use for an API path. */
export const apiPath = (path: string): string => `${apiConfig.apiUrl}${path}`;

export interface SeenRequest {
    method: string;
    url: URL;
    headers: Headers;
    credentials: RequestCredentials;
    /** The body as text (empty for bodiless calls). */
    body: Promise<string>;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
    cleanups.splice(0).forEach(cleanup => cleanup());
    vi.restoreAllMocks();
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
});

/** Every request the mock server sees from now on, in order (headers as sent, body readable). */
export const recordRequests = (): SeenRequest[] => {
    const seen: SeenRequest[] = [];
    const listener = ({ request }: { request: Request }) => {
        // Copy the headers entry by entry: the request's Headers class is not this realm's.
        const headers = new Headers([...request.headers.entries()]);
        const copy = request.clone();
        seen.push({
            method: request.method,
            url: new URL(request.url),
            headers,
            credentials: request.credentials,
            body: copy.text(),
        });
    };
    mockServer.events.on('request:start', listener);
    cleanups.push(() => mockServer.events.removeListener('request:start', listener));
    return seen;
};

/** Requests to one API path (without query string). */
export const requestsTo = (seen: readonly SeenRequest[], path: string): SeenRequest[] =>
    seen.filter(request => request.url.pathname === `${apiConfig.apiUrl}${path}`);

/** Every toast the client shows from now on. */
export const recordToasts = (): Toast[] => {
    const toasts: Toast[] = [];
    cleanups.push(notifier.register(toast => toasts.push(toast)));
    return toasts;
};

/** jsdom cannot navigate: observe full-page navigations instead. */
export const spyNavigation = () => ({
    goTo: vi.spyOn(navigation, 'goTo').mockImplementation(() => undefined),
    reload: vi.spyOn(navigation, 'reload').mockImplementation(() => undefined),
});

export const storeSiteCookies = (regionCode: string, siteCode: string): void => {
    writeCookie(COOKIE.regionCode, regionCode);
    writeCookie(COOKIE.siteCode, siteCode);
};

/** The value of one cookie as the browser holds it (undefined when absent). */
export const cookieValue = (name: string): string | undefined =>
    document.cookie
        .split(';')
        .map(part => part.trim())
        .find(part => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);

export const DEMO_PASSWORD = 'oms-demo';

/** Signs a demo account in through the real auth provider, as the login page does. */
export const signIn = async (username: string) => {
    const auth = createAuthProvider(() => []);
    await auth.login({ username, password: DEMO_PASSWORD });
    return auth;
};

/** A promise with its resolve function, to hold a mock answer until the test lets it go. */
export const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>(resolve => {
        open = resolve;
    });
    return { opened, open };
};
