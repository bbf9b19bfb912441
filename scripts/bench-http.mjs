// Part of npm run bench: the lists as users run them, over real HTTP. Starts `npm run mock:api`, builds the production
// app (mock off, VITE_API_URL pointing at it) and the bare react-admin app of scripts/bare-orders against the same
// server, and opens both side by side in one headless Chromium, alternating, so that the load of the machine weighs on
// both alike. Prints medians of RUNS: the open of /orders/index (navigation to the frame showing its 50 rows, a
// reload with the browser's cache warm), the in-page page turn (click to the frame showing the next rows, after the
// first page was read for READING_MS), the open of four more lists beside their bare twins, the main thread's
// blocking (TBT: long tasks past 50 ms from the first paint until the list was read) and the layout shift (CLS) of
// each order-list open, by PerformanceObserver, and the server's time for the longest search the contract allows;
// then Lighthouse desktop on both order lists when the `lighthouse` package is installed (cold cache, session kept).
// `node scripts/bench-http.mjs` runs this part alone. OMS_BENCH_BEFORE=folder (another checkout of the app, a
// `git worktree` of an earlier commit with node_modules linked in) builds that one too and opens its order list in the
// same rotation: two versions compared within one run, where this machine's speed drifts too much between runs.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { bareConfig, bareSession } from './bareTwin.mjs';
import { watchPageTurn } from './pageTurnWatch.mjs';

const RUNS = Number(process.env.OMS_BENCH_RUNS ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.OMS_BENCH_LIGHTHOUSE_RUNS ?? 3);
/** OMS_BENCH_LIGHTHOUSE_APP_ONLY=1: Lighthouse on OMS's order list alone, not on the bare twin (a quicker look at OMS's own). */
const LIGHTHOUSE_WHO = process.env.OMS_BENCH_LIGHTHOUSE_APP_ONLY === '1' ? ['app'] : ['app', 'bare'];
/** How long the user reads the first page of orders before turning it. */
const READING_MS = 3000;
const ACCOUNT = { username: 'admin', password: 'oms-demo' };

/**
 * The measured lists: the app's path, the bare twin's hash route, the collection, its sort and rows per page, and the
 * first column (its cells, `td.column-{source}`, are the rows both apps draw: not a loading skeleton's).
 */
const LISTS = [
    { path: '/orders/index', bare: '/#/orders', collection: 'orders', sort: ['orderTime', 'DESC'], perPage: 50, firstColumn: 'orderId' },
    { path: '/factory/sku', bare: '/#/skus', collection: 'skus', sort: ['skuId', 'ASC'], perPage: 25, firstColumn: 'skuId' },
    { path: '/prize/template', bare: '/#/coupon-templates', collection: 'coupon-templates', sort: ['templateCode', 'DESC'], perPage: 25, firstColumn: 'templateCode' },
    { path: '/serviceSite/storeAddress', bare: '/#/store-addresses', collection: 'store-addresses', sort: ['updateTime', 'DESC'], perPage: 25, firstColumn: 'name' },
    { path: '/async-task', bare: '/#/async-tasks', collection: 'async-tasks', sort: ['createTime', 'DESC'], perPage: 25, firstColumn: 'taskId' },
];

/** OMS_BENCH_ORDERS_ONLY=1: the order list alone (its open and page turn), for a quicker look while working on it. */
const MEASURED = process.env.OMS_BENCH_ORDERS_ONLY === '1' ? LISTS.slice(0, 1) : LISTS;

const median = values => [...values].sort((a, b) => a - b)[values.length >> 1];
const ms = value => `${value.toFixed(0)} ms`;
/** OMS_BENCH_EACH=1: every run's figure too, in the order measured. */
const spread = values =>
    `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})${process.env.OMS_BENCH_EACH === '1' ? ` [${values.map(value => value.toFixed(0)).join(' ')}]` : ''}`;
const ratio = (a, b) => `${(median(a) / median(b)).toFixed(2)}×`;

const freePort = () =>
    new Promise((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });

/** `npm run mock:api` in its own process group, resolved once it prints its URL. */
const startMockApi = (port, origins) =>
    new Promise((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'mock:api'], {
            env: { ...process.env, OMS_API_PORT: String(port), OMS_API_ORIGINS: origins.join(',') },
            stdio: ['ignore', 'pipe', 'inherit'],
            detached: true,
        });
        const stop = () => {
            try {
                process.kill(-child.pid, 'SIGTERM');
            } catch {
                // Already gone.
            }
        };
        child.once('exit', code => reject(new Error(`npm run mock:api exited (${code})`)));
        child.stdout.on('data', chunk => {
            if (String(chunk).includes('OMS mock API on')) resolve(stop);
        });
    });

/** The contract's calls the bench makes itself: a session for the bare app, and each list's total. */
const apiClient = async apiUrl => {
    const { token, siteCode, regionCode } = await bareSession(apiUrl, ACCOUNT);
    const headers = { 'x-auth-token': token, siteCode, regionCode, dataType: '0' };
    const total = async list => {
        const query = new URLSearchParams({ filter: '{}', range: '[0,0]', sort: JSON.stringify(list.sort) });
        const answer = await fetch(`${apiUrl}/${list.collection}?${query}`, { headers });
        return Number(answer.headers.get('content-range')?.split('/')[1] ?? 0);
    };
    /** The server's time for the longest search the contract allows (500 characters in q and in orderId_q) over the site's orders. */
    const longestSearch = async () => {
        const query = new URLSearchParams({ filter: JSON.stringify({ q: 'z'.repeat(500), orderId_q: 'y'.repeat(500) }), range: '[0,9]' });
        const started = performance.now();
        const answer = await fetch(`${apiUrl}/orders?${query}`, { headers });
        await answer.arrayBuffer();
        if (!answer.ok) throw new Error(`The longest search answered ${answer.status}`);
        return performance.now() - started;
    };
    return { session: { token, siteCode, regionCode }, total, longestSearch };
};

/**
 * Runs in every page before its scripts (an init script): from the URL, the list it opens and how many rows it shows;
 * `window.__benchOpen` the time (ms since navigation) of the frame drawn after those rows were there; and the long
 * tasks and layout shifts of the load for `window.__benchBlocking()`.
 */
const watchLoad = targets => {
    const target = targets[location.pathname + location.hash];
    const longTasks = [];
    let shift = 0;
    let firstPaint = 0;
    new PerformanceObserver(list => longTasks.push(...list.getEntries())).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver(list => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver(list => {
        for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    window.__benchBlocking = () => ({
        tbt: longTasks.filter(task => task.startTime >= firstPaint).reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
        cls: shift,
    });
    if (!target) return;
    const observer = new MutationObserver(() => {
        const rows = document.querySelectorAll(target.selector).length;
        const shown = target.count === 0 ? document.querySelector('.RaList-noResults, .RaEmpty-message, .RaListNoResults-root') : rows >= target.count;
        if (!shown) return;
        observer.disconnect();
        const rowsIn = performance.now();
        requestAnimationFrame(() => setTimeout(() => {
            window.__benchOpen = performance.now();
            // Told to the bench by a binding: waiting with waitForFunction had Playwright evaluate its injected
            // script (~8 ms) in the page in the middle of the load it measured.
            window.__benchShown?.(window.__benchOpen);
            // OMS_BENCH_EACH=1: when the rows were in the page, and each API call of the load (start–end).
            window.__benchDetail = `rows in ${rowsIn.toFixed(0)}; ${performance
                .getEntriesByType('resource')
                .filter(entry => entry.initiatorType === 'fetch')
                .map(entry => `${new URL(entry.name).pathname.split('/').pop()} ${entry.startTime.toFixed(0)}–${entry.responseEnd.toFixed(0)}`)
                .join(', ')}`;
        }, 0));
    });
    observer.observe(document, { childList: true, subtree: true });
};

/** The pages' open loads waiting for their rows: the page's `__benchShown` binding resolves its own. */
const shownOf = new Map();
/** The binding watchLoad calls with the time the rows were shown (once per context, before any page loads). */
const exposeShown = context => context.exposeBinding('__benchShown', ({ page }, at) => shownOf.get(page)?.(at));

/** A full load of `url` in `page` (from about:blank: a hash change alone would not reload) to its shown rows. */
const open = async (page, url) => {
    // The measured page in front: a background tab gets no animation frames and timers throttled to one a second,
    // which would add about a second to whichever app was opened first.
    await page.bringToFront();
    await page.goto('about:blank');
    const rowsShown = new Promise(resolve => shownOf.set(page, resolve));
    await page.goto(url);
    const shown = await rowsShown;
    // Playwright's injected script, which the page turn's wait needs, evaluated now: after the load, not in it.
    await page.waitForFunction(() => window.__benchOpen);
    if (process.env.OMS_BENCH_EACH === '1') console.log(`  ${url}: ${shown.toFixed(0)} ms; ${await page.evaluate(() => window.__benchDetail)}`);
    return shown;
};

/** The first page read, then turned: the in-page time of the turn. */
const turnPage = async page => {
    // In front (the earlier version's open, OMS_BENCH_BEFORE, may have come between): a background tab's timers wait.
    await page.bringToFront();
    const next = page.getByRole('button', { name: 'Go to next page' });
    await next.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READING_MS);
    const blocking = await page.evaluate(() => window.__benchBlocking());
    await page.evaluate(watchPageTurn);
    await next.click();
    const turn = await (await page.waitForFunction(() => window.__benchTurn)).jsonValue();
    return { turn, ...blocking };
};

/** The lighthouse package's entry and desktop config, when installed (OMS_LIGHTHOUSE_FROM: a folder to resolve it from). */
const loadLighthouse = async () => {
    try {
        const require = createRequire(join(process.env.OMS_LIGHTHOUSE_FROM ?? process.cwd(), 'package.json'));
        const entry = require.resolve('lighthouse');
        const root = entry.slice(0, entry.lastIndexOf('/core/'));
        const { default: lighthouse } = await import(pathToFileURL(entry).href);
        const { default: desktopConfig } = await import(pathToFileURL(join(root, 'core/config/desktop-config.js')).href);
        return { lighthouse, desktopConfig };
    } catch {
        return undefined;
    }
};

/** OMS_BENCH_BEFORE: the folder of the earlier version to compare with, if any. */
const BEFORE = process.env.OMS_BENCH_BEFORE;

/** Builds the app, the bare twin (and the earlier version) against `apiUrl`; answers their served origins and a cleanup. */
const buildBoth = async apiUrl => {
    const mockFlag = process.env.VITE_MOCK;
    const apiFlag = process.env.VITE_API_URL;
    process.env.VITE_MOCK = 'false';
    process.env.VITE_API_URL = apiUrl;
    const appDir = mkdtempSync(join(tmpdir(), 'oms-bench-http-'));
    const bareDir = mkdtempSync(join(tmpdir(), 'oms-bench-bare-'));
    const beforeDir = BEFORE && mkdtempSync(join(tmpdir(), 'oms-bench-before-'));
    try {
        await build({ logLevel: 'silent', mode: 'production', build: { outDir: appDir, emptyOutDir: true } });
        // Both served as production serves a build (the app's vite.config.ts: hashed assets cached for good).
        const bare = await bareConfig();
        await build({ ...bare, mode: 'production', build: { outDir: bareDir, emptyOutDir: true } });
        const app = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir: appDir }, logLevel: 'silent' });
        const bareServer = await preview({ ...bare, preview: { host: '127.0.0.1', port: 0 }, build: { outDir: bareDir } });
        // The earlier version with its own config (its plugins, its chunk groups), served as the app is.
        const beforeConfig = BEFORE && { root: BEFORE, configFile: join(BEFORE, 'vite.config.ts'), logLevel: 'silent' };
        if (beforeConfig) await build({ ...beforeConfig, mode: 'production', build: { outDir: beforeDir, emptyOutDir: true } });
        // On another loopback address: a host of its own, whose sign-in cookies are not the app's (ports share them).
        const beforeServer = beforeConfig && (await preview({ ...beforeConfig, preview: { host: '127.0.0.2', port: 0 }, build: { outDir: beforeDir } }));
        const origin = server => `http://${server.httpServer.address().address}:${server.httpServer.address().port}`;
        return {
            appOrigin: origin(app),
            bareOrigin: origin(bareServer),
            beforeOrigin: beforeServer && origin(beforeServer),
            close: async () => {
                await app.close();
                await bareServer.close();
                await beforeServer?.close();
                for (const dir of [appDir, bareDir, beforeDir]) if (dir) rmSync(dir, { recursive: true, force: true });
            },
        };
    } finally {
        process.env.VITE_MOCK = mockFlag;
        process.env.VITE_API_URL = apiFlag;
        if (mockFlag === undefined) delete process.env.VITE_MOCK;
        if (apiFlag === undefined) delete process.env.VITE_API_URL;
    }
};

export const benchHttp = async () => {
    const apiPort = await freePort();
    const apiUrl = `http://127.0.0.1:${apiPort}/api`;
    const servers = await buildBoth(apiUrl);
    const { appOrigin, bareOrigin, beforeOrigin } = servers;
    const stopApi = await startMockApi(apiPort, [appOrigin, bareOrigin, ...(beforeOrigin ? [beforeOrigin] : [])]);
    const debuggingPort = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'oms-bench-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        viewport: { width: 1600, height: 900 },
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--remote-debugging-port=${debuggingPort}`],
    });
    const results = { open: {}, before: [], turn: { app: [], bare: [] }, tbt: { app: [], bare: [] }, cls: { app: [], bare: [] }, lighthouse: { app: [], before: [], bare: [] }, search: [] };
    let lighthouseNote = '';
    try {
        const { session, total, longestSearch } = await apiClient(apiUrl);
        const targets = {};
        for (const list of MEASURED) {
            const count = Math.min(list.perPage, await total(list));
            const selector = `td.column-${list.firstColumn}`;
            targets[list.path] = { selector, count };
            targets[list.bare] = { selector, count };
            results.open[list.path] = { app: [], bare: [], count };
        }
        await exposeShown(context);
        await context.addInitScript(watchLoad, targets);
        const app = await context.newPage();
        const bare = await context.newPage();
        const before = beforeOrigin && (await context.newPage());
        for (const page of [app, bare, before]) page?.setDefaultTimeout(120_000);
        // The app's own sign-in (its cookies), and the bare app's session handed over in its origin's storage.
        const signIn = async (page, origin) => {
            await page.bringToFront();
            await page.goto(`${origin}/login`);
            await page.locator('input[name="username"]').fill(ACCOUNT.username);
            await page.locator('input[name="password"]').fill(ACCOUNT.password);
            await page.locator('button[type="submit"]').click();
            await page.waitForURL(url => url.pathname === '/dashboard');
        };
        await signIn(app, appOrigin);
        if (before) {
            await signIn(before, beforeOrigin);
            await open(before, `${beforeOrigin}/orders/index`);
        }
        await bare.goto(`${bareOrigin}/`);
        await bare.evaluate(value => localStorage.setItem('bare.session', value), JSON.stringify(session));
        // One warm-up load of each (the server's first answers, the browser's cache), not counted.
        await open(app, `${appOrigin}/orders/index`);
        await open(bare, `${bareOrigin}/#/orders`);
        // The first search draws what the server searches in (seconds): once, not counted, as for the loads.
        await longestSearch();

        for (let run = 0; run < RUNS; run += 1) {
            results.search.push(await longestSearch());
            // Alternating which goes first: a round's load weighs on both.
            const pair = run % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
            for (const list of MEASURED) {
                for (const who of pair) {
                    const page = who === 'app' ? app : bare;
                    const url = who === 'app' ? `${appOrigin}${list.path}` : `${bareOrigin}${list.bare}`;
                    // The earlier version beside this version's open, before it and after it by turns (each app
                    // opens faster right after itself); its page turn not measured.
                    const beside = before && who === 'app' && list.collection === 'orders' ? () => open(before, `${beforeOrigin}${list.path}`) : undefined;
                    if (beside && run % 2 === 1) results.before.push(await beside());
                    results.open[list.path][who].push(await open(page, url));
                    if (beside && run % 2 === 0) results.before.push(await beside());
                    if (list.collection !== 'orders') continue;
                    const { turn, tbt, cls } = await turnPage(page);
                    results.turn[who].push(turn);
                    results.tbt[who].push(tbt);
                    results.cls[who].push(cls);
                }
            }
        }

        const loaded = LIGHTHOUSE_RUNS > 0 ? await loadLighthouse() : undefined;
        if (LIGHTHOUSE_RUNS === 0) {
            lighthouseNote = 'Lighthouse: not run (OMS_BENCH_LIGHTHOUSE_RUNS=0).';
        } else if (!loaded) {
            lighthouseNote = 'Lighthouse: the `lighthouse` package is not installed (npm install): TBT and CLS above are the PerformanceObserver figures.';
        } else {
            const cdp = await context.newCDPSession(app);
            for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
                // The earlier version's order list too (OMS_BENCH_BEFORE), in the same rotation: Lighthouse's figures drift
                // between runs as the opens do.
                const targets = [['app', `${appOrigin}/orders/index`], ...(beforeOrigin ? [['before', `${beforeOrigin}/orders/index`]] : []), ['bare', `${bareOrigin}/#/orders`]];
                const rotation = run % 2 === 0 ? targets : [...targets].reverse();
                for (const [who, url] of rotation.filter(([who]) => who !== 'bare' || LIGHTHOUSE_WHO.includes('bare'))) {
                    // A first load (cold cache), the session kept (Lighthouse would otherwise clear the sign-in).
                    await cdp.send('Network.clearBrowserCache');
                    const { lhr } = await loaded.lighthouse(
                        url,
                        { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
                        loaded.desktopConfig,
                    );
                    // OMS_BENCH_LIGHTHOUSE_SAVE=prefix: each report kept whole ({prefix}-app-0.json…), its requests and tasks to read.
                    if (process.env.OMS_BENCH_LIGHTHOUSE_SAVE) writeFileSync(`${process.env.OMS_BENCH_LIGHTHOUSE_SAVE}-${who}-${run}.json`, JSON.stringify(lhr));
                    // OMS_BENCH_LIGHTHOUSE_DETAILS=1: what shifted and which tasks blocked, on the app's runs.
                    if (process.env.OMS_BENCH_LIGHTHOUSE_DETAILS && who === 'app') {
                        for (const item of lhr.audits['layout-shifts']?.details?.items ?? []) {
                            console.log(`  shift ${item.score.toFixed(4)}: ${item.node?.selector ?? ''} ${String(item.node?.snippet ?? '').slice(0, 160)}`);
                        }
                        for (const item of lhr.audits['long-tasks']?.details?.items ?? []) console.log(`  long task at ${Math.round(item.startTime)} ms: ${Math.round(item.duration)} ms (${item.url})`);
                        const timing = ['first-contentful-paint', 'largest-contentful-paint', 'speed-index'].map(id => `${id} ${Math.round(lhr.audits[id].numericValue)} ms`);
                        console.log(`  ${timing.join(', ')}`);
                        for (const item of lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) {
                            for (const part of item.items ?? [item]) if (part.node) console.log(`  largest contentful paint: ${part.node.selector} ${String(part.node.snippet ?? '').slice(0, 160)}`);
                        }
                    }
                    results.lighthouse[who].push({
                        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
                        tbt: lhr.audits['total-blocking-time'].numericValue,
                        cls: lhr.audits['cumulative-layout-shift'].numericValue,
                    });
                }
            }
        }
    } finally {
        await context.close();
        stopApi();
        await servers.close();
        rmSync(profile, { recursive: true, force: true });
    }

    const orders = results.open['/orders/index'];
    // OMS_BENCH_RUNS=0: Lighthouse alone (the opens and turns not measured).
    if (RUNS > 0) {
        console.log(`Lists over HTTP (production builds, mock off, both against npm run mock:api; Chromium; median of ${RUNS}, min–max; OMS and bare alternating):`);
        console.log(`  open /orders/index to its 50 rows (reload, cache warm): OMS ${spread(orders.app)}, bare react-admin ${spread(orders.bare)}, ratio ${ratio(orders.app, orders.bare)} (goal ≤ 1.15×)`);
        if (BEFORE) console.log(`  … the earlier version (${BEFORE}), opened beside each of OMS's (before and after it by turns): ${spread(results.before)}, ratio to bare ${ratio(results.before, orders.bare)}; this version to it ${ratio(orders.app, results.before)}, the median of each round's ratio ${median(orders.app.map((value, run) => value / results.before[run])).toFixed(2)}×`);
        console.log(`  page turn in the page (click to the frame showing the next 50, after ${READING_MS / 1000} s of reading): OMS ${spread(results.turn.app)}, bare ${spread(results.turn.bare)}, ratio ${ratio(results.turn.app, results.turn.bare)} (goal ≤ 0.25×)`);
        console.log(`  the order list's load, by PerformanceObserver: TBT OMS ${ms(median(results.tbt.app))}, bare ${ms(median(results.tbt.bare))}; CLS OMS ${median(results.cls.app).toFixed(3)}, bare ${median(results.cls.bare).toFixed(3)}`);
        for (const list of MEASURED.slice(1)) {
            const { app, bare, count } = results.open[list.path];
            console.log(`  open ${list.path} to its ${count} rows: OMS ${spread(app)}, bare ${spread(bare)}, ratio ${ratio(app, bare)} (goal ≤ 1.15×)`);
        }
        console.log(`  the longest search allowed (500 characters in q and in orderId_q) over the site's orders, the server's answer: ${spread(results.search)} (goal ≤ 1,000 ms)`);
    }
    if (lighthouseNote) console.log(lighthouseNote);
    else {
        const line = runs => {
            const pick = key => runs.map(run => run[key]);
            return `performance ${median(pick('score'))} (${Math.min(...pick('score'))}–${Math.max(...pick('score'))}), TBT ${ms(median(pick('tbt')))}, CLS ${median(pick('cls')).toFixed(3)}`;
        };
        const bareLine =
            (results.lighthouse.before.length > 0 ? `; the earlier version ${line(results.lighthouse.before)}` : '') +
            (results.lighthouse.bare.length > 0 ? `; bare ${line(results.lighthouse.bare)}` : '');
        console.log(`Lighthouse desktop on the order list (cold cache, signed in; median of ${LIGHTHOUSE_RUNS}): OMS ${line(results.lighthouse.app)}${bareLine} (goal ≥ 90, TBT ≤ 200 ms, CLS ≤ 0.05)`);
    }
    return results;
};

// `node scripts/bench-http.mjs` runs this part alone.
if (import.meta.url === `file://${process.argv[1]}`) await benchHttp();
