/**
 * MSW's cookie jar requires `localStorage` wherever it runs outside Node, and a worker has none. The mock sets no
 * cookies, so a store in memory is enough; the values the mock keeps across a reload go through the page's storage
 * (see protocol.ts). Imported first, before MSW creates its jar and before the libraries below read their globals.
 */
if (typeof globalThis.localStorage === 'undefined') {
    const values = new Map<string, string>();
    const memoryStorage: Storage = {
        get length() {
            return values.size;
        },
        clear: () => values.clear(),
        getItem: key => values.get(key) ?? null,
        key: index => [...values.keys()][index] ?? null,
        removeItem: key => void values.delete(key),
        setItem: (key, value) => void values.set(key, String(value)),
    };
    Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage });
}

/**
 * In `dev` the worker imports react-admin whole (the build keeps only the few helpers the mock uses), and one of its
 * dependencies (jsonexport) reads Node's `global` wherever `window` is missing.
 */
(globalThis as { global?: typeof globalThis }).global ??= globalThis;
