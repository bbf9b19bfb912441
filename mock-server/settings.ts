/**
 * How the mock runs: its session rules, and whether its test-only calls answer. `npm run mock:api` takes them from
 * its environment (mock-server/http/main.ts); the in-page mock of `npm run dev` and of the browser tests keeps the
 * defaults below, except the idle time a browser test may shorten through local storage (worker/storageKeys.ts).
 */
export interface MockSettings {
    /** A session ends after this long without a call (the next call answers 401). */
    idleMs: number;
    /** Wrong passwords in a row that lock an account… */
    lockAfterFailures: number;
    /** …for this long. */
    lockMs: number;
    /**
     * The calls that exist for tests only (`/__reset`, `/__mock/faults`, the page-view list). Off for `npm run
     * mock:api` unless OMS_MOCK_ADMIN=1; on for the in-page mock, whose only client is the developer's own page and
     * the browser tests' injected faults.
     */
    testCalls: boolean;
}

export const DEFAULT_IDLE_SECONDS = 30 * 60;

export const mockSettings: MockSettings = {
    idleMs: DEFAULT_IDLE_SECONDS * 1000,
    lockAfterFailures: 5,
    lockMs: 15 * 60 * 1000,
    testCalls: true,
};

/** A number of seconds from the environment or storage (a non-negative number), else the fallback. */
export const secondsOf = (value: string | null | undefined, fallback: number): number => {
    const seconds = value === null || value === undefined || value.trim() === '' ? NaN : Number(value);
    return Number.isFinite(seconds) && seconds >= 0 ? seconds : fallback;
};

/** `npm run mock:api`'s settings: OMS_MOCK_IDLE_SECONDS, OMS_MOCK_LOCK_SECONDS, OMS_MOCK_ADMIN. */
export const configureFromEnv = (env: Record<string, string | undefined>): void => {
    mockSettings.idleMs = secondsOf(env.OMS_MOCK_IDLE_SECONDS, DEFAULT_IDLE_SECONDS) * 1000;
    mockSettings.lockMs = secondsOf(env.OMS_MOCK_LOCK_SECONDS, mockSettings.lockMs / 1000) * 1000;
    mockSettings.testCalls = env.OMS_MOCK_ADMIN === '1';
};
