import { createListeners } from './store';

/**
 * The "new async task result" marker of the top bar, kept per site in local storage (spec section 3): an export
 * finished on site in must not light the marker on site cn.
 */
const PREFIX = 'asyncTaskUpdate_';
const key = (siteCode: string) => `${PREFIX}${siteCode}`;

type Listener = () => void;

/** Another browser tab changed a flag (or cleared local storage): its `storage` event reaches this tab only. */
const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) changes.notify();
};

/** Local storage is the value, so only the listeners are kept here. */
const changes = createListeners(() => {
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
});

export const getAsyncTaskUpdate = (siteCode: string | undefined): boolean =>
    !!siteCode && window.localStorage.getItem(key(siteCode)) === '1';

export const setAsyncTaskUpdate = (siteCode: string, updated: boolean): void => {
    if (updated) window.localStorage.setItem(key(siteCode), '1');
    else window.localStorage.removeItem(key(siteCode));
    changes.notify();
};

/**
 * Called whenever any site's flag may have changed, in this tab or another one. Returns the unsubscribe function.
 * The `storage` listener is attached only while someone listens.
 */
export const subscribeAsyncTaskUpdate = (listener: Listener): (() => void) => changes.subscribe(listener);
