import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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

/** A fresh context (own cookies and storage) with a page whose uncaught errors fail the test. */
export const openPage = async (browser: Browser, options: { viewport?: { width: number; height: number } } = {}) => {
    const context = await browser.newContext({ baseURL: baseURL(), viewport: options.viewport ?? { width: 1366, height: 800 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', error => pageErrors.push(error.message));
    return { context, page, pageErrors };
};

export const signIn = async (page: Page, username: string, password = 'oms-demo') => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(password);
    await page.locator('button[type="submit"]').click();
};

/**
 * One Chromium for the describe block that calls it: launched before its tests, closed after. Each test opens its
 * own context (cookies, storage) with `open`, or `openSignedIn` to start on the dashboard of a demo account.
 */
export const useSharedBrowser = () => {
    let browser: Browser | undefined;
    beforeAll(async () => {
        browser = await launchBrowser();
    });
    afterAll(async () => {
        await browser?.close();
    });
    const open = (options?: Parameters<typeof openPage>[1]) => openPage(browser!, options);
    const openSignedIn = async (account: string) => {
        const opened = await open();
        await signIn(opened.page, account);
        await opened.page.waitForURL('**/dashboard');
        return opened;
    };
    return { open, openSignedIn };
};
