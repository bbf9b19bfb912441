import { onTestFinished, vi } from 'vitest';
import { apiConfig } from '../../base/config';
import { notifier, type Toast } from '../../providers/notifier';
import { navigation } from '../../base/session/navigation';
import { COOKIE, writeCookie } from '../../base/session/cookies';

export { DEMO_PASSWORD, recordRequests, requestsTo, signIn, type SeenRequest } from '../support/mockBackend';

/** The absolute URL the client calls for an API path (jsdom's origin + the configured base). */
export const apiUrl = (path: string): string => new URL(`${apiConfig.apiUrl}${path}`, window.location.href).toString();

/** The path pattern msw handlers use for an API path. */
export const apiPath = (path: string): string => `${apiConfig.apiUrl}${path}`;

/** Every toast the client shows from now on until the test ends. */
export const recordToasts = (): Toast[] => {
    const toasts: Toast[] = [];
    // Ended by the test that asked: a hook in this module would be registered only in the first file importing it.
    onTestFinished(notifier.register(toast => toasts.push(toast)));
    return toasts;
};

/** jsdom cannot navigate: observe full-page navigations instead (the spies are restored after each test, tests/setup.ts). */
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

/** A promise with its resolve function, to hold a mock answer until the test lets it go. */
export const gate = () => {
    let open!: () => void;
    const opened = new Promise<void>(resolve => {
        open = resolve;
    });
    return { opened, open };
};
