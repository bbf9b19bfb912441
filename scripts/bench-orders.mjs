// Part of npm run bench: the order list over the in-page mock's 100,000 orders in headless Debian Chromium (mock
// build; the lists over real HTTP beside bare react-admin are scripts/bench-http.mjs).
// Prints, each as the median of a few runs: opening /orders/index (a full page load, the mock seeding its orders on
// first use) to its first 50 rows; turning a page (the next page was fetched and drawn ahead while the first was read),
// from the click to the frame that shows the new rows;
// opening an order's page from the list. For comparison, the same measure of opening a small kit list (60 SKUs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const RUNS = 3;
/** How long the user reads a page of 50 orders before turning it. */
const READING_MS = 8000;
const PASSWORD = 'oms-demo';

const median = values => [...values].sort((a, b) => a - b)[values.length >> 1];
const ms = value => `${value.toFixed(0)} ms`;
const summary = values => `median ${ms(median(values))} (min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))})`;

/**
 * Runs in the page: times the next page turn from the click event to the first frame drawn after the first row
 * changed (`window.__omsPageTurn`, in ms). Measured in the page, not from here: the test driver's own click and
 * polling add their delays to a figure of a few tens of milliseconds.
 */
const watchPageTurn = () => {
    const firstOrderId = () => document.querySelector('td.column-orderId')?.textContent;
    const before = firstOrderId();
    window.__omsPageTurn = undefined;
    let clickedAt = 0;
    document.addEventListener('click', event => (clickedAt = event.timeStamp), { capture: true, once: true });
    const observer = new MutationObserver(() => {
        if (firstOrderId() === before) return;
        observer.disconnect();
        // The frame with the new rows is drawn after this animation frame's callbacks: a task queued from it runs then.
        requestAnimationFrame(() => setTimeout(() => (window.__omsPageTurn = performance.now() - clickedAt), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
};

/** Time from `action` until `done` resolves. */
const timed = async (action, done) => {
    const start = performance.now();
    await action();
    await done();
    return performance.now() - start;
};

export const benchOrders = async () => {
    // OMS_BENCH_MOCK_DIST: an existing mock build to measure (a browser-test build) instead of building one.
    const given = process.env.OMS_BENCH_MOCK_DIST;
    const outDir = given ?? mkdtempSync(join(tmpdir(), 'oms-bench-orders-'));
    if (!given) {
        const mockFlag = process.env.VITE_MOCK;
        process.env.VITE_MOCK = 'true';
        await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });
        process.env.VITE_MOCK = mockFlag;
    }
    const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'silent' });
    const { port } = server.httpServer.address();
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const results = { listOpen: [], pageTurn: [], detailOpen: [], smallListOpen: [] };
    try {
        const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}`, viewport: { width: 1600, height: 900 } });
        const page = await context.newPage();
        page.setDefaultTimeout(120_000);
        await page.goto('/login');
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill(PASSWORD);
        await page.locator('button[type="submit"]').click();
        await page.waitForURL(url => url.pathname === '/dashboard');
        const firstOrderId = () => page.locator('td.column-orderId').first().textContent();

        for (let run = 0; run < RUNS; run += 1) {
            // A full load each time: the mock lives as long as the page (in its worker), so its 105,000 orders are drawn again.
            results.listOpen.push(
                await timed(
                    () => page.goto('/orders/index'),
                    () => page.locator('td.column-orderId').nth(49).waitFor(),
                ),
            );
            for (let turn = 0; turn < RUNS; turn += 1) {
                // The user reads the 50 rows down to the pager for a few seconds while the next page is fetched and drawn
                // (the mock answers through the page's service worker, whose calls the page's request events do not all
                // show: a fixed reading time). Scrolled there first, as the reader did: a click that scrolls the page
                // itself would time the app bar hiding on that scroll, in the same frames as the turn.
                const next = page.getByRole('button', { name: 'Go to next page' });
                await next.scrollIntoViewIfNeeded();
                await page.waitForTimeout(READING_MS);
                await page.evaluate(watchPageTurn);
                await next.click();
                results.pageTurn.push(await (await page.waitForFunction(() => window.__omsPageTurn)).jsonValue());
            }
            const orderId = await firstOrderId();
            results.detailOpen.push(
                await timed(
                    () => page.locator('td.column-orderId').first().click(),
                    () => page.getByRole('heading', { name: orderId }).waitFor(),
                ),
            );
            results.smallListOpen.push(
                await timed(
                    () => page.goto('/factory/sku'),
                    () => page.locator('tbody tr').nth(24).waitFor(),
                ),
            );
        }
        await context.close();
    } finally {
        await browser.close();
        await server.close();
        if (!given) rmSync(outDir, { recursive: true, force: true });
    }
    console.log('Orders on the in-page mock (mock build: the mock shares the page with the app; Chromium, 100,000 orders):');
    console.log(`  open /orders/index to its first 50 rows (full load; the mock draws its orders again): ${summary(results.listOpen)}`);
    console.log(`  turn a page (next page fetched and drawn ahead; click to the frame showing it): ${summary(results.pageTurn)} (target 100 ms)`);
    console.log(`  open an order from the list: ${summary(results.detailOpen)}`);
    console.log(`  for comparison, open /factory/sku (60 SKUs, same app) to 25 rows: ${summary(results.smallListOpen)}`);
    return results;
};

// `node scripts/bench-orders.mjs` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchOrders();
