/** The local storage keys the browser mock keeps across a reload: its sessions, and the faults a test injected. */
export const SESSIONS_KEY = 'oms.mock.sessions';
export const FAULTS_KEY = 'oms.mock.faults';
export const BRIDGED_KEYS = [SESSIONS_KEY, FAULTS_KEY] as const;

export const readJson = <T>(text: string | null | undefined, fallback: T): T => {
    try {
        return JSON.parse(text ?? '') as T;
    } catch {
        return fallback;
    }
};
