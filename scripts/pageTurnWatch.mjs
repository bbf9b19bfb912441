// How the bench times a page turn, shared by the bench (scripts/bench-http.mjs) and the turn's trace
// (scripts/trace-load.mjs, OMS_TRACE_TURN=1), so that both measure the same thing.

/**
 * Runs in the page, before the click on "next page": from the click's time (its event's timeStamp) to the first row
 * changing (`window.__benchChangedAt`) and to the first task after the frame that shows it (`window.__benchTurn`).
 */
export const watchPageTurn = () => {
    const firstOrderId = () => document.querySelector('td.column-orderId')?.textContent;
    const before = firstOrderId();
    window.__benchTurn = undefined;
    let clickedAt = 0;
    document.addEventListener('click', event => (clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
        if (firstOrderId() === before) return;
        observer.disconnect();
        window.__benchChangedAt = performance.now() - clickedAt;
        requestAnimationFrame(() => setTimeout(() => (window.__benchTurn = performance.now() - clickedAt), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
};
