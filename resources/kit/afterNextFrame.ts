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
