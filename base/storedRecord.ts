/**
 * A record of values by name, kept in local storage under one key: what a reload remembers of an earlier one (a
 * list's first call, a screen's referenced collections). Reads as empty when absent, unreadable or refused; a write
 * that storage refuses is lost, and what reads it then does what it did the first time.
 */
export const storedRecord = <T>(key: string) => {
    const read = (): Record<string, T> => {
        try {
            return (JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, T>) ?? {};
        } catch {
            return {};
        }
    };
    /** Keeps `value` under `name`; a value the record already holds is not written again. */
    const write = (name: string, value: T): void => {
        const all = read();
        if (JSON.stringify(all[name]) === JSON.stringify(value)) return;
        try {
            localStorage.setItem(key, JSON.stringify({ ...all, [name]: value }));
        } catch {
            // Storage full or refused.
        }
    };
    return { read, write };
};
