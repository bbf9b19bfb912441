/**
 * The local storage keys the browser mock reads and keeps across a reload: its sessions, the faults a test injected,
 * a session idle time (seconds) a browser test may set to see a session end, and `off` where browser tests stop the
 * mock drawing its orders ahead (DRAW_AHEAD_KEY).
 */
export const SESSIONS_KEY = 'oms.mock.sessions';
export const FAULTS_KEY = 'oms.mock.faults';
export const IDLE_SECONDS_KEY = 'oms.mock.idleSeconds';
/**
 * The mock draws its 105,000 orders while the page is quiet, so that a screen counting over them answers at once: about
 * 3 s of a core after every page load. Browser tests load pages hundreds of times on CI's two cores, and most never read
 * the orders: with this key `off`, the orders are drawn when a call first needs them (the same rows, later).
 */
export const DRAW_AHEAD_KEY = 'oms.mock.drawAhead';
export const BRIDGED_KEYS = [SESSIONS_KEY, FAULTS_KEY, IDLE_SECONDS_KEY, DRAW_AHEAD_KEY] as const;

export const readJson = <T>(text: string | null | undefined, fallback: T): T => {
    try {
        return JSON.parse(text ?? '') as T;
    } catch {
        return fallback;
    }
};
