// Part of npm run bench: the order list over the mock's 100,000 orders in headless Debian Chromium (mock build).
// Prints, each as the median of a few runs: opening /orders/index (a full page load, the mock seeding its orders on
// first use) to its first 50 rows; turning a page (the next page was fetched ahead while the first was read);
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
            // A full load each time: the mock lives in the page, so its 105,000 orders are seeded again on first use.
            results.listOpen.push(
                await timed(
                    () => page.goto('/orders/index'),
                    () => page.locator('td.column-orderId').nth(49).waitFor(),
                ),
            );
            for (let turn = 0; turn < RUNS; turn += 1) {
                // The user reads the 50 rows for a few seconds while the next page is fetched (the mock answers in the page's
                // service worker, whose calls the page's request events do not all show: a fixed reading time).
                await page.waitForTimeout(READING_MS);
                const before = await firstOrderId();
                results.pageTurn.push(
                    await timed(
                        () => page.getByRole('button', { name: 'Go to next page' }).click(),
                        () => page.waitForFunction(previous => document.querySelector('td.column-orderId')?.textContent !== previous, before),
                    ),
                );
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
    console.log('Orders (mock build, Chromium, 100,000 orders):');
    console.log(`  open /orders/index to its first 50 rows (full load, seed on first use): ${summary(results.listOpen)}`);
    console.log(`  turn a page (next page fetched ahead): ${summary(results.pageTurn)} (target 100 ms)`);
    console.log(`  open an order from the list: ${summary(results.detailOpen)}`);
    console.log(`  for comparison, open /factory/sku (60 SKUs, same app) to 25 rows: ${summary(results.smallListOpen)}`);
    return results;
};

// `node scripts/bench-orders.mjs` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchOrders();
