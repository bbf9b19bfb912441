// Part of npm run bench: a mock build in headless Debian Chromium, opened signed out on a deep link. Prints the time
// from navigation to the sign-in form (median of 5 fresh contexts) and how many history changes it took.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const RUNS = 5;
const DEEP_LINK = '/async-task?status=failed';

export const benchSignIn = async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'oms-bench-mock-'));
    const mockFlag = process.env.VITE_MOCK;
    process.env.VITE_MOCK = 'true';
    await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true } });
    process.env.VITE_MOCK = mockFlag;
    const server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'silent' });
    const { port } = server.httpServer.address();
    const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    });
    const times = [];
    let changes = 0;
    try {
        for (let run = 0; run < RUNS; run += 1) {
            const context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
            await context.addInitScript(() => {
                window.__historyChanges = 0;
                for (const method of ['pushState', 'replaceState']) {
                    const original = history[method].bind(history);
                    history[method] = (...args) => ((window.__historyChanges += 1), original(...args));
                }
            });
            const page = await context.newPage();
            const start = performance.now();
            await page.goto(DEEP_LINK);
            await page.locator('input[name="username"]').waitFor();
            times.push(performance.now() - start);
            changes = Math.max(changes, await page.evaluate(() => window.__historyChanges));
            await context.close();
        }
    } finally {
        await browser.close();
        await server.close();
        rmSync(outDir, { recursive: true, force: true });
    }
    times.sort((a, b) => a - b);
    console.log(
        `Signed-out deep link ${DEEP_LINK} to the sign-in form (mock build, Chromium): median ${times[RUNS >> 1].toFixed(0)} ms ` +
            `(min ${times[0].toFixed(0)}, max ${times[RUNS - 1].toFixed(0)}), at most ${changes} history changes`,
    );
};
