/**
 * The local storage keys the browser mock reads and keeps across a reload: its sessions, the faults a test injected,
 * and a session idle time (seconds) a browser test may set to see a session end.
 */
export const SESSIONS_KEY = 'oms.mock.sessions';
export const FAULTS_KEY = 'oms.mock.faults';
export const IDLE_SECONDS_KEY = 'oms.mock.idleSeconds';
export const BRIDGED_KEYS = [SESSIONS_KEY, FAULTS_KEY, IDLE_SECONDS_KEY] as const;

export const readJson = <T>(text: string | null | undefined, fallback: T): T => {
    try {
        return JSON.parse(text ?? '') as T;
    } catch {
        return fallback;
    }
};
