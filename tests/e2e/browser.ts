import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import AxeBuilder from '@axe-core/playwright';
import { LOW_IMPACT_RULES } from '../support/axeRules';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { DEMO_PASSWORD } from '../../mock-server/db/accounts';
import { DRAW_AHEAD_KEY } from '../../mock-server/worker/storageKeys';

/** Debian's Chromium (apt-get install chromium); no browser is ever downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const ARGS = [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
];

export const launchBrowser = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM, args: ARGS, headless: true });

export const baseURL = (): string => inject('baseURL');

export interface OpenOptions {
    viewport?: { width: number; height: number };
    /** Cookies and storage to start from (a signed-in state). */
    storageState?: Awaited<ReturnType<BrowserContext['storageState']>>;
    /** Another app than the shared mock build (tests/e2e/overHttp.e2e.ts serves its own). */
    baseURL?: string;
}

export interface OpenedPage {
    context: BrowserContext;
    page: Page;
    /** Uncaught page errors, and console errors and warnings, as `type: text`. */
    problems: string[];
    /** Console texts a test expects (a refused call the journey provokes); matched entries are not problems. */
    allowConsole: (pattern: RegExp) => void;
}

/** A fresh context (own cookies and storage) whose page records every console error or warning and uncaught error. */
export const openPage = async (browser: Browser, options: OpenOptions = {}): Promise<OpenedPage> => {
    const context = await browser.newContext({
        baseURL: options.baseURL ?? baseURL(),
        viewport: options.viewport ?? { width: 1366, height: 800 },
        storageState: options.storageState,
    });
    // The mock draws its orders when a call first needs them, not after every page load (DRAW_AHEAD_KEY).
    await context.addInitScript(key => {
        try {
            window.localStorage.setItem(key, 'off');
        } catch {
            // about:blank has no storage of its own.
        }
    }, DRAW_AHEAD_KEY);
    const page = await context.newPage();
    const problems: string[] = [];
    const allowed: RegExp[] = [];
    const record = (entry: string) => {
        if (!allowed.some(pattern => pattern.test(entry))) problems.push(entry);
    };
    page.on('pageerror', error => record(`pageerror: ${error.message}`));
    page.on('console', message => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        // Chromium's "Failed to load resource" names no address in its text: add the one it came from.
        const url = message.text().startsWith('Failed to load resource') ? ` (${message.location().url})` : '';
        record(`${message.type()}: ${message.text()}${url}`);
    });
    return { context, page, problems, allowConsole: pattern => allowed.push(pattern) };
};

export const signIn = async (page: Page, username: string, password = DEMO_PASSWORD) => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
};

/** Marks the table rows an analysis leaves out (seriousA11yViolations' rowsPerTable). */
const AXE_SKIPPED = 'data-axe-skipped';

/**
 * axe-core over the page as it is now (or only the part `within` selects): the serious and critical violations, as
 * `rule (impact): targets`.
 */
export const seriousA11yViolations = async (page: Page, within?: string, { rowsPerTable }: { rowsPerTable?: number } = {}): Promise<string[]> => {
    // Legacy mode runs axe in the page itself: the default opens a blank page per analysis to gather frames' results
    // (the app has no cross-origin frame). Only violations are gathered, not the passes. Together they take an
    // analysis from about 4 s to under 2 s on a busy two-core machine, and the screen walk makes hundreds of them.
    const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).disableRules([...LOW_IMPACT_RULES]);
    if (within) builder.include(within);
    // The rows of a table after its first few repeat their components (the same cells, chips and buttons): left out
    // where a caller says so, since axe's contrast check reads every text of the page and is most of its time.
    if (rowsPerTable !== undefined) {
        await page.evaluate(
            ({ kept, mark }) => {
                document.querySelectorAll(`[${mark}]`).forEach(row => row.removeAttribute(mark));
                document.querySelectorAll('tbody').forEach(body => [...body.rows].slice(kept).forEach(row => row.setAttribute(mark, '')));
            },
            { kept: rowsPerTable, mark: AXE_SKIPPED },
        );
        builder.exclude(`[${AXE_SKIPPED}]`);
    }
    const results = await builder.analyze();
    return results.violations
        .filter(violation => violation.impact === 'serious' || violation.impact === 'critical')
        .map(violation => `${violation.id} (${violation.impact}): ${violation.nodes.map(node => node.target.join(' ')).join(', ')}`);
};

/** Where a page stands, in one line: its path, the dialog or main content's visible text (cut), its busy indicators. */
const sceneOf = async (page: Page): Promise<string> => {
    if (page.isClosed()) return 'a closed page';
    const seen = await page
        .evaluate(() => {
            const shown = document.querySelector('[role="dialog"]') ?? document.querySelector('#main-content') ?? document.body;
            const text = (shown as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 400);
            const busy = document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root').length;
            return `${location.pathname}${location.search}: ${busy} busy; ${text}`;
        }, undefined)
        .catch((error: Error) => `unreadable (${error.message.split('\n')[0]})`);
    return seen;
};

/**
 * One Chromium for the describe block that calls it: launched before its tests, closed after. Each test opens its
 * own context (cookies, storage) with `open`, or `openSignedIn` to start on the dashboard of a demo account (signed
 * in through the form once per account and file, then reusing that signed-in state). After each test every page
 * it opened must have had a clean console: no error, no warning, no uncaught error.
 */
export const useSharedBrowser = () => {
    let browser: Browser | undefined;
    const opened: OpenedPage[] = [];
    const signedIn = new Map<string, OpenOptions['storageState']>();

    beforeAll(async () => {
        browser = await launchBrowser();
    });
    afterEach(async ({ task }) => {
        const pages = opened.splice(0);
        const problems = pages.flatMap(entry => entry.problems);
        // A journey that failed says where each page stood (CI shows only the end of its output: no picture).
        const scene = task.result?.state === 'fail' ? await Promise.all(pages.map(entry => sceneOf(entry.page))) : [];
        await Promise.all(pages.map(entry => entry.context.close().catch(() => undefined)));
        expect(problems, 'console errors and warnings').toEqual([]);
        if (scene.length > 0) throw new Error(`where the failed journey stood: ${scene.join(' | ')}`);
    });
    afterAll(async () => {
        await browser?.close();
    });

    const open = async (options?: OpenOptions): Promise<OpenedPage> => {
        const entry = await openPage(browser!, options);
        opened.push(entry);
        return entry;
    };

    /**
     * `navigate: false` for a test that goes to its own screen first: the page stays blank (once signed in) rather than
     * loading the dashboard only to leave it. Each page load starts the app and its mock again, seconds of a CI core.
     */
    const openSignedIn = async (account: string, { navigate = true, ...options }: Omit<OpenOptions, 'storageState'> & { navigate?: boolean } = {}): Promise<OpenedPage> => {
        const state = signedIn.get(account);
        if (state) {
            const entry = await open({ ...options, storageState: state });
            if (navigate) await entry.page.goto('/dashboard');
            return entry;
        }
        const entry = await open(options);
        await signIn(entry.page, account);
        await entry.page.waitForURL('**/dashboard');
        signedIn.set(account, await entry.context.storageState());
        return entry;
    };
    return { open, openSignedIn };
};
