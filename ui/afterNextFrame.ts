/**
 * Runs `task` in the first task after the next frame: after the browser has shown what was just drawn. Returns what
 * cancels it.
 */
export const afterNextFrame = (task: () => void): (() => void) => {
    let timer = 0;
    const frame = requestAnimationFrame(() => {
        timer = window.setTimeout(task);
    });
    return () => {
        cancelAnimationFrame(frame);
        window.clearTimeout(timer);
    };
};

/** How long work left for an idle moment waits at the most, when the main thread stays busy. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs `task` after the next frame, once the main thread is idle (at most IDLE_TIMEOUT_MS later): for work the user
 * need not wait for, which would otherwise hold up whatever the browser has queued after that frame (an input, the
 * frame after it). Where the browser has no requestIdleCallback, in the first task after the frame. Returns what
 * cancels it.
 */
export const whenIdleAfterNextFrame = (task: () => void): (() => void) => {
    let idle: number | undefined;
    const cancelFrame = afterNextFrame(() => {
        if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
        else task();
    });
    return () => {
        cancelFrame();
        if (idle !== undefined) window.cancelIdleCallback(idle);
    };
};
