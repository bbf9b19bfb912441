import type { BrowserContext, Page } from 'playwright-core';
import type { Fault } from '../../mock-server/faults';

/** Counts the page's history.pushState and replaceState calls from its first script on (read with `historyChanges`). */
export const countHistoryChanges = (context: BrowserContext) =>
    context.addInitScript(() => {
        const counted = window as unknown as { __historyChanges: number };
        counted.__historyChanges = 0;
        for (const method of ['pushState', 'replaceState'] as const) {
            const original = window.history[method].bind(window.history);
            window.history[method] = (...args: Parameters<History['pushState']>) => {
                counted.__historyChanges += 1;
                return original(...args);
            };
        }
    });

export const historyChanges = (page: Page): Promise<number> =>
    page.evaluate(() => (window as unknown as { __historyChanges: number }).__historyChanges);

/** Asks the page's mock backend (mock-server/faults.ts) to answer a call with a failure; it holds across a reload. */
export const injectFault = (page: Page, fault: Fault) =>
    page.evaluate(async body => {
        const response = await fetch('/api/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`the mock refused the fault: ${response.status}`);
    }, fault);

/** The path (and query) the browser is on. */
export const pathOf = (page: Page): string => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
};
