/**
 * The listener bookkeeping shared by the app's module-level stores (session user, visited tabs, error log,
 * async-task flag, toast sinks), which live outside React and are read in it through `useSyncExternalStore`.
 */
export interface Listeners<Args extends unknown[]> {
    /** Returns the function that unsubscribes the listener. */
    subscribe: (listener: (...args: Args) => void) => () => void;
    notify: (...args: Args) => void;
}

/**
 * `watch` starts a source (a window event) when the first listener subscribes and returns what stops it, called
 * when the last one leaves, so nothing stays attached to the window while nobody listens.
 */
export const createListeners = <Args extends unknown[] = []>(watch?: () => () => void): Listeners<Args> => {
    const listeners = new Set<(...args: Args) => void>();
    let unwatch: (() => void) | undefined;
    return {
        subscribe: listener => {
            if (listeners.size === 0) unwatch = watch?.();
            listeners.add(listener);
            return () => {
                if (!listeners.delete(listener) || listeners.size > 0) return;
                unwatch?.();
                unwatch = undefined;
            };
        },
        notify: (...args) => listeners.forEach(listener => listener(...args)),
    };
};

export interface Store<T> {
    get: () => T;
    /** Setting the current value again notifies no one: React would skip that render anyway. */
    set: (value: T) => void;
    subscribe: (listener: (value: T) => void) => () => void;
}

/** One value. Its functions need no `this`, so they can be passed as they are (to `useSyncExternalStore`). */
export const createStore = <T>(initial: T): Store<T> => {
    let current = initial;
    const listeners = createListeners<[T]>();
    return {
        get: () => current,
        set: value => {
            if (Object.is(value, current)) return;
            current = value;
            listeners.notify(value);
        },
        subscribe: listeners.subscribe,
    };
};
