/**
 * What a user typed into a form and has not saved, kept in the browser (local storage) per account and screen, so
 * that it survives the end of a session (a save answered 401) or a closed tab: the form fills in again when the user
 * comes back to the same screen. Never password fields. Pure storage, no React.
 */
const PREFIX = 'oms.draft.';

export const draftKey = (account: string, path: string): string => `${PREFIX}${account}:${path}`;

const isSecret = (name: string) => /password/i.test(name);

/** The values to keep: every field but the password ones. */
export const keptValues = (values: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(values).filter(([name]) => !isSecret(name)));

export const readDraft = (key: string): Record<string, unknown> | undefined => {
    try {
        const kept: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
        return typeof kept === 'object' && kept !== null && !Array.isArray(kept) ? (kept as Record<string, unknown>) : undefined;
    } catch {
        return undefined;
    }
};

export const writeDraft = (key: string, values: Record<string, unknown>): void => {
    try {
        window.localStorage.setItem(key, JSON.stringify(keptValues(values)));
    } catch {
        // A full storage keeps no draft; the form itself is unaffected.
    }
};

export const dropDraft = (key: string): void => window.localStorage.removeItem(key);
