/**
 * The "new async task result" marker of the top bar, kept per site in local storage (spec section 3): an export
 * finished on site in must not light the marker on site cn.
 */
const PREFIX = 'asyncTaskUpdate_';
const key = (siteCode: string) => `${PREFIX}${siteCode}`;

type Listener = () => void;
const listeners = new Set<Listener>();

const notify = () => listeners.forEach(listener => listener());

/** Another browser tab changed a flag (or cleared local storage): its `storage` event reaches this tab only. */
const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) notify();
};

export const getAsyncTaskUpdate = (siteCode: string | undefined): boolean =>
    !!siteCode && window.localStorage.getItem(key(siteCode)) === '1';

export const setAsyncTaskUpdate = (siteCode: string, updated: boolean): void => {
    if (updated) window.localStorage.setItem(key(siteCode), '1');
    else window.localStorage.removeItem(key(siteCode));
    notify();
};

/**
 * Called whenever any site's flag may have changed, in this tab or another one. Returns the unsubscribe function.
 * The `storage` listener is attached only while someone listens.
 */
export const subscribeAsyncTaskUpdate = (listener: Listener): (() => void) => {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
        listeners.delete(listener);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
};
