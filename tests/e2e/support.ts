import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Fault } from '../../mock-server/faults';
import { seriousA11yViolations } from './browser';

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

/** Moves to a path (and query) as the app's own links do: a page load would reseed the mock backend that lives in the page. */
export const goWithinApp = async (page: Page, path: string) => {
    await page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    const pathname = path.split('?')[0];
    await page.waitForURL(url => url.pathname === pathname);
};

/** The path (and query) the browser is on. */
export const pathOf = (page: Page): string => {
    const url = new URL(page.url());
    return `${url.pathname}${url.search}`;
};

/** Counts the page's fetch calls still under way from its first script on (read by `waitForScreenSettled`). */
export const countPendingFetches = (context: BrowserContext) =>
    context.addInitScript(() => {
        const counted = window as unknown as { __pendingFetches: number };
        counted.__pendingFetches = 0;
        const original = window.fetch.bind(window);
        window.fetch = (...args: Parameters<typeof fetch>) => {
            counted.__pendingFetches += 1;
            return original(...args).finally(() => {
                counted.__pendingFetches -= 1;
            });
        };
    });

const LOADING_INDICATORS = '#main-content [role="progressbar"], #main-content .MuiSkeleton-root, #main-content .RaPlaceholder-root, .RaLoading-root';

/**
 * Waits until the screen has loaded its chunk and its data: no call under way (needs `countPendingFetches`) and no
 * loading indicator, three checks in a row 100 ms apart. A list that is still pending draws nothing for a second and
 * then a skeleton table, so "no indicator" once is not enough. The checks run in the page (one round trip, not two a
 * check: the screen walk settles some 300 screens on a busy machine).
 */
export const waitForScreenSettled = async (page: Page, timeoutMs = 30_000) => {
    const token = Math.random().toString(36).slice(2);
    await page
        .waitForFunction(
            ({ selector, token }) => {
                const state = window as unknown as { __pendingFetches?: number; __settled?: { token: string; quiet: number } };
                // A visited page kept under its tab is hidden: its indicators are not what the user waits for.
                const shown = [...document.querySelectorAll(selector)].some(element => {
                    const box = element.getBoundingClientRect();
                    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
                });
                const quiet = (state.__pendingFetches ?? 0) === 0 && !shown;
                const before = state.__settled?.token === token ? state.__settled.quiet : 0;
                state.__settled = { token, quiet: quiet ? before + 1 : 0 };
                return state.__settled.quiet >= 3;
            },
            { selector: LOADING_INDICATORS, token },
            { polling: 100, timeout: timeoutMs },
        )
        .catch(async () => {
            const pending = await page.evaluate(() => (window as unknown as { __pendingFetches?: number }).__pendingFetches ?? 0);
            const indicators = await page.locator(LOADING_INDICATORS).filter({ visible: true }).count();
            throw new Error(`${pathOf(page)} did not settle within ${timeoutMs} ms (${pending} calls under way, ${indicators} loading indicators)`);
        });
    // Then until the main thread is idle: polls run between React's slices of a long render (a theme turned in the
    // development build redraws every kept page), so quiet polls alone do not mean that the screen is drawn.
    await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve, { timeout: 10_000 })));
};

/** What the page shows once the mock and React have caught up (the machine may be busy: up to 15 s, not 1). */
export const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read);

/**
 * Picks an option of a select or an autocomplete by its label (the first option when none is named), within a form or
 * a dialog, and waits until the field shows it; returns the option's text. A click that lands while the list is still
 * moving into place closes it without a choice (seen once on a busy CI machine: the field stayed empty), so the pick is
 * made again, up to three times, and a third miss names the field and what it shows.
 */
export const pickOption = async (page: Page, scope: Locator, label: string, option?: string) => {
    const field = scope.getByRole('combobox', { name: label });
    const openLists = () => page.getByRole('listbox').count();
    for (let attempt = 1; ; attempt++) {
        await expect.poll(openLists).toBe(0);
        await field.click();
        const choice = option === undefined ? page.getByRole('option').first() : page.getByRole('option', { name: option, exact: true });
        const text = ((await choice.textContent()) ?? '').trim();
        await choice.click();
        await expect.poll(openLists).toBe(0);
        const shown = await field.evaluate(element => (element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')));
        if (text && shown.includes(text)) return text;
        if (attempt === 3) throw new Error(`${label}: picked "${text}" three times, the field shows "${shown.trim()}"`);
    }
};

/** A 1×1 PNG that decodes, to upload as a picture under the given name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
export const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * Waits for the page's toasts and tooltips to be at rest: one still growing in is half transparent, its colours too faint
 * for axe (the theme toggle's tooltip, under the pointer after a click, failed the dashboard's contrast check so).
 */
export const waitForPopupsAtRest = (page: Page) =>
    page.waitForFunction(() =>
        [...document.querySelectorAll('.MuiSnackbarContent-root, .MuiTooltip-tooltip')].every(popup => {
            const style = getComputedStyle(popup);
            return style.opacity === '1' && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
        }),
    );

/**
 * axe on the page at rest: no serious or critical violation. A notice that began to leave while axe read the page
 * (a snackbar hiding itself, half faded) reads as text of too little contrast: a violation is only one if it is still
 * there once the page is at rest again (the ambassador journey's "Operation successful" once hid during axe's run).
 */
export const expectNoA11yProblems = async (page: Page) => {
    await waitForPopupsAtRest(page);
    if ((await seriousA11yViolations(page)).length === 0) return;
    await waitForPopupsAtRest(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
};
