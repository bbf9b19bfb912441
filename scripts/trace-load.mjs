// A trace of one reload of a list over HTTP (`node scripts/trace-load.mjs [/orders/index]`): builds the app (mock off,
// unminified so that the profile names functions), starts `npm run mock:api`, signs in, reloads the path and prints
// the load's waterfall (every request: when it started and ended, ms since navigation), the long tasks, the first
// paint and the frame with the rows, and the functions and files that took the most main-thread time (CPU profile).
// OMS_TRACE_COLD=1 traces a first load (cache cleared) instead of a warm reload; OMS_TRACE_TURN=1 the page turn;
// OMS_TRACE_FRAME=1 adds the tasks from the rows' commit to the bench's mark, and where each timer among them was set.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';
import { bareConfig, bareSession } from './bareTwin.mjs';
import { watchPageTurn } from './pageTurnWatch.mjs';
import { printCommits, reactProfilingAlias, watchCommits } from './reactCommits.mjs';

const PATH = process.argv[2] ?? '/orders/index';
/** OMS_TRACE_BARE=1: the bench's bare react-admin twin instead (scripts/bare-orders), PATH then its hash route (/#/orders). */
const BARE = process.env.OMS_TRACE_BARE === '1';
const ROWS = Number(process.argv[3] ?? 50);

const freePort = () =>
    new Promise(resolve => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });

/**
 * From a Chromium trace of a load: when the rows were in the page (the page's mark, ms since navigation), and the main
 * thread's tasks until then, their wall time and their thread (CPU) time. Top-level tasks only: a task run inside
 * another (a nested loop) is counted by its parent.
 */
const mainThreadToRows = (traceEvents, markName = 'oms-rows-in') => {
    const mark = traceEvents.find(event => event.name === markName);
    const start = traceEvents.find(event => event.name === 'navigationStart' && event.pid === mark.pid)?.ts ?? 0;
    const tasks = traceEvents
        .filter(event => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.name === 'RunTask' && event.ts >= start && event.ts <= mark.ts)
        .sort((a, b) => a.ts - b.ts);
    let end = 0;
    let wall = 0;
    let thread = 0;
    for (const task of tasks) {
        if (task.ts < end) continue;
        end = task.ts + task.dur;
        wall += Math.min(task.dur, mark.ts - task.ts) / 1000;
        thread += (task.tdur ?? 0) / 1000;
    }
    // Each kind of event's own time (its duration less its children's) within those tasks, to see what differs.
    const events = traceEvents
        .filter(event => event.pid === mark.pid && event.tid === mark.tid && event.ph === 'X' && event.ts >= start && event.ts <= mark.ts && event.dur)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const own = new Map();
    const stack = [];
    for (const event of events) {
        while (stack.length > 0 && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
        const parent = stack.at(-1);
        if (parent) own.set(parent.name, (own.get(parent.name) ?? 0) - Math.min(event.dur, parent.ts + parent.dur - event.ts) / 1000);
        own.set(event.name, (own.get(event.name) ?? 0) + Math.min(event.dur, mark.ts - event.ts) / 1000);
        stack.push(event);
    }
    return { rowsIn: (mark.ts - start) / 1000, wall, thread, own };
};

const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}/api`;
process.env.VITE_MOCK = 'false';
process.env.VITE_API_URL = apiUrl;
const outDir = mkdtempSync(join(tmpdir(), 'oms-trace-'));
const minify = process.env.OMS_TRACE_MINIFY === '1';
/** OMS_TRACE_REACT=1: React's profiling build, and each commit's tree of fibers by their time (scripts/reactCommits.mjs). */
const reactCommits = process.env.OMS_TRACE_REACT === '1';
const REACT_MIN_MS = Number(process.env.OMS_TRACE_REACT_MIN_MS ?? 2);
const resolve = reactCommits ? { alias: reactProfilingAlias } : undefined;
let server;
if (BARE) {
    // Built and served as the bench builds and serves it (scripts/bareTwin.mjs).
    const bare = await bareConfig();
    await build({ ...bare, mode: 'production', build: { outDir, emptyOutDir: true, minify }, ...(resolve && { resolve: { ...bare.resolve, ...resolve } }) });
    server = await preview({ ...bare, preview: { host: '127.0.0.1', port: 0 }, build: { outDir } });
} else {
    await build({ logLevel: 'silent', mode: 'production', build: { outDir, emptyOutDir: true, minify }, ...(resolve && { resolve }) });
    server = await preview({ preview: { host: '127.0.0.1', port: 0 }, build: { outDir }, logLevel: 'silent' });
}
const origin = `http://127.0.0.1:${server.httpServer.address().port}`;
const api = spawn('npm', ['run', '--silent', 'mock:api'], {
    env: { ...process.env, OMS_API_PORT: String(apiPort), OMS_API_ORIGINS: origin },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
});
await new Promise(resolve => api.stdout.on('data', chunk => String(chunk).includes('OMS mock API on') && resolve()));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 900 } });
    // OMS_TRACE_REACT_WHY=1: where each committed update was asked for (the setState's stack).
    if (reactCommits) await context.addInitScript(watchCommits, { minMs: REACT_MIN_MS, why: process.env.OMS_TRACE_REACT_WHY === '1' });
    // OMS_TRACE_WATCH=selector: the children of that element, each frame they changed (what they are, where, how wide),
    // to tell which of them moved a layout shift's box.
    if (process.env.OMS_TRACE_WATCH) {
        await context.addInitScript(selector => {
            window.__watched = [];
            let last = '';
            const look = () => {
                const element = document.querySelector(selector);
                const now = element
                    ? [...element.children].map(child => `${child.tagName.toLowerCase()}.${String(child.className).split(' ').slice(0, 2).join('.')}@${child.getBoundingClientRect().x.toFixed(0)}+${child.getBoundingClientRect().width.toFixed(0)}`).join(' ')
                    : '(none)';
                if (now !== last) window.__watched.push([performance.now(), (last = now)]);
                if (performance.now() < 4000) requestAnimationFrame(look);
            };
            requestAnimationFrame(look);
        }, process.env.OMS_TRACE_WATCH);
    }
    await context.addInitScript(rows => {
        window.__longTasks = [];
        new PerformanceObserver(list => window.__longTasks.push(...list.getEntries().map(entry => [entry.startTime, entry.duration]))).observe({ type: 'longtask', buffered: true });
        window.__shifts = [];
        new PerformanceObserver(list =>
            window.__shifts.push(...list.getEntries().map(entry => [entry.startTime, entry.value, entry.sources
                    ?.map(source => {
                        const rect = box => `${box.x},${box.y} ${box.width}×${box.height}`;
                        return `${source.node?.className ?? source.node?.nodeName} (${rect(source.previousRect)} → ${rect(source.currentRect)})`;
                    })
                    .join(' | ')])),
        ).observe({ type: 'layout-shift', buffered: true });
        // Each largest-contentful-paint candidate: when it painted, its size and what it is (the last one counts).
        window.__contentful = [];
        new PerformanceObserver(list =>
            window.__contentful.push(
                ...list.getEntries().map(entry => [entry.startTime, entry.size, `${entry.element?.tagName.toLowerCase() ?? '(gone)'}.${String(entry.element?.className ?? '').split(' ').slice(0, 2).join('.')} ${(entry.element?.textContent ?? '').slice(0, 40)} ${entry.element?.parentElement?.outerHTML.slice(0, 160) ?? ''}`]),
            ),
        ).observe({ type: 'largest-contentful-paint', buffered: true });
        const observer = new MutationObserver(() => {
            if (document.querySelectorAll('td.column-orderId, tbody tr td:nth-child(2)').length < rows) return;
            observer.disconnect();
            // When the rows were in the page, when the frame to show them began, and the first task after it.
            window.__rowsIn = performance.now();
            performance.mark('oms-rows-in');
            requestAnimationFrame(() => {
                window.__frame = performance.now();
                setTimeout(() => {
                    window.__shown = performance.now();
                    performance.mark('oms-rows-shown');
                }, 0);
            });
        });
        observer.observe(document, { childList: true, subtree: true });
    }, ROWS);
    const page = await context.newPage();
    if (BARE) {
        // The bare app's session, handed over in its origin's storage as the bench hands it.
        const session = await bareSession(apiUrl, { username: 'admin', password: 'oms-demo' });
        await page.goto(`${origin}/`);
        await page.evaluate(value => localStorage.setItem('bare.session', value), JSON.stringify(session));
        // A new document for the warm load below: the bare app reads its session once, as it starts.
        await page.goto('about:blank');
    } else {
        await page.goto(`${origin}/login`);
        await page.locator('input[name="username"]').fill('admin');
        await page.locator('input[name="password"]').fill('oms-demo');
        await page.locator('button[type="submit"]').click();
        await page.waitForURL(url => url.pathname === '/dashboard');
    }
    // Warm: the list once, as a user reloading it has.
    await page.goto(`${origin}${PATH}`);
    await page.waitForFunction(() => window.__shown);
    await page.goto('about:blank');

    // OMS_TRACE_TURN=1: the page turn instead of the load, as the bench turns it (the first page read for 3 s, then
    // "next page"): a Chromium trace of the click to the frame after the first row changed, the renderer's main thread
    // summed by what it did (script, style, layout, paint), React's work named by the profile.
    if (process.env.OMS_TRACE_TURN === '1') {
        await page.goto(`${origin}${PATH}`);
        await page.waitForFunction(() => window.__shown);
        const next = page.getByRole('button', { name: 'Go to next page' });
        await next.scrollIntoViewIfNeeded();
        await page.waitForTimeout(3000);
        await page.evaluate(watchPageTurn);
        const turnCdp = await context.newCDPSession(page);
        await turnCdp.send('Profiler.enable');
        await turnCdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await turnCdp.send('Profiler.start');
        await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute'] });
        await next.click();
        const turned = await (await page.waitForFunction(() => window.__benchTurn)).jsonValue();
        const changedAt = await page.evaluate(() => window.__benchChangedAt);
        await page.waitForTimeout(500);
        const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
        const { profile: turnProfile } = await turnCdp.send('Profiler.stop');
        // The page's main thread: the renderer thread that ran the click.
        const click = traceEvents.find(event => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
        const thread = event => event.pid === click.pid && event.tid === click.tid;
        // From the start of the task that dispatched the click: the mouse's press and release come in it, before the
        // click (the click's timeStamp, where the bench's turn starts, is the release's).
        const clickTask = traceEvents.find(event => thread(event) && event.name === 'RunTask' && event.ts <= click.ts && event.ts + event.dur >= click.ts + click.dur);
        const start = clickTask?.ts ?? click.ts;
        console.log(`The task of the click began ${((click.ts - start) / 1000).toFixed(1)} ms before its dispatch.`);
        const end = click.ts + turned * 1000;
        console.log(`${PATH}: page turn ${turned.toFixed(0)} ms (first row changed at ${changedAt.toFixed(0)} ms)`);
        // Self time of each kind of event, its children's time taken out, within the turn.
        const events = traceEvents.filter(event => thread(event) && event.ph === 'X' && event.ts + event.dur >= start && event.ts <= end).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
        const selfTime = new Map();
        const stack = [];
        for (const event of events) {
            while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
            const from = Math.max(event.ts, start);
            const to = Math.min(event.ts + event.dur, end);
            const time = Math.max(0, to - from) / 1000;
            selfTime.set(event.name, (selfTime.get(event.name) ?? 0) + time);
            if (stack.length) selfTime.set(stack.at(-1).name, (selfTime.get(stack.at(-1).name) ?? 0) - time);
            stack.push(event);
        }
        console.log('Main thread during the turn, self time by event (ms):');
        for (const [name, time] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 20)) if (time >= 0.5) console.log(`  ${time.toFixed(1).padStart(6)}  ${name}`);
        console.log('Top-level tasks during the turn (start after the click, duration, ms):');
        for (const event of events.filter(event => event.name === 'RunTask' && event.dur >= 2000)) console.log(`  ${((event.ts - start) / 1000).toFixed(1).padStart(6)}  ${(event.dur / 1000).toFixed(1)}`);
        console.log('Events dispatched and script run during the turn (start after the click, duration, ms):');
        for (const event of events.filter(event => (event.name === 'EventDispatch' || event.name === 'FunctionCall' || event.name === 'TimerFire' || event.name === 'FireAnimationFrame') && event.dur >= 300)) {
            const data = event.args?.data ?? {};
            console.log(`  ${((event.ts - start) / 1000).toFixed(1).padStart(6)}  ${(event.dur / 1000).toFixed(1).padStart(5)}  ${event.name} ${data.type ?? ''}${data.functionName ? ` ${data.functionName}` : ''}${data.url ? ` ${data.url.replace(/^https?:\/\/[^/]+/, '')}:${data.lineNumber}` : ''}`);
        }
        // The components React drew within the turn (the function renderWithHooks called), from the CPU profile.
        const nodes = new Map(turnProfile.nodes.map(node => [node.id, node]));
        const parentOf = new Map();
        for (const node of turnProfile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
        const drawn = new Map();
        let sampledAt = turnProfile.startTime;
        turnProfile.samples.forEach((id, index) => {
            sampledAt += turnProfile.timeDeltas[index] ?? 0;
            if (sampledAt < start || sampledAt > end) return;
            const names = [];
            for (let frame = id; frame !== undefined; frame = parentOf.get(frame)) names.push(nodes.get(frame).callFrame.functionName);
            const hooks = names.lastIndexOf('renderWithHooks');
            const phase = ['workLoopSync', 'workLoopConcurrentByScheduler', 'commitRoot', 'flushPassiveEffects'].find(marker => names.includes(marker)) ?? 'other';
            // Within a render, the outermost component whose body (and hooks) the sample is in; within a commit, the
            // commit's step under commitRoot.
            const step = names[names.indexOf('commitRoot') - 1];
            const what = hooks > 0 ? `${phase}: ${names[hooks - 1] || '(anonymous)'}` : phase === 'commitRoot' ? `commitRoot: ${step ?? ''}` : `${phase}: ${names.find(name => name && !name.startsWith('(')) ?? names[0]}`;
            drawn.set(what, (drawn.get(what) ?? 0) + (turnProfile.timeDeltas[index + 1] ?? 0) / 1000);
        });
        console.log('Script during the turn, by the component drawn (else the commit, else the function; ms):');
        for (const [what, time] of [...drawn].sort((a, b) => b[1] - a[1]).slice(0, 30)) if (time >= 0.3) console.log(`  ${time.toFixed(1).padStart(6)}  ${what}`);
        // OMS_TRACE_TURN_TREE=1: every event of a millisecond or more, nested as it ran.
        if (process.env.OMS_TRACE_TURN_TREE === '1') {
            const open = [];
            for (const event of events) {
                while (open.length && open.at(-1) <= event.ts) open.pop();
                if (event.dur >= 500) {
                    const data = event.args?.data ?? {};
                    const what = [data.type, data.functionName, data.url && `${data.url.replace(/^https?:\/\/[^/]+/, '')}:${data.lineNumber}`].filter(Boolean).join(' ');
                    console.log(`  ${((event.ts - start) / 1000).toFixed(1).padStart(6)} ${(event.dur / 1000).toFixed(1).padStart(5)} ${'  '.repeat(open.length)}${event.name} ${what}`);
                }
                open.push(event.ts + event.dur);
            }
        }
    }

    // OMS_TRACE_CPU=N: N loads, each traced, and of each the main thread's time to the rows in the page, wall and thread
    // (CPU) time; then their medians. Thread time stays put where this machine's wall times drift by a third between
    // runs: run it from a checkout of each version (`cd ../other && node <this script>`) to compare them.
    else if (process.env.OMS_TRACE_CPU) {
        const runs = [];
        for (let run = 0; run < Number(process.env.OMS_TRACE_CPU); run += 1) {
            await page.goto('about:blank');
            await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing', ...(process.env.OMS_TRACE_CATEGORIES?.split(',') ?? [])] });
            await page.goto(`${origin}${PATH}`);
            await page.waitForFunction(() => window.__shown);
            const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
            // OMS_TRACE_TO_SHOWN=1: to the bench's mark (the first task after the rows' frame: their style, layout and
            // paint counted) rather than to the rows in the page.
            runs.push(mainThreadToRows(traceEvents, process.env.OMS_TRACE_TO_SHOWN === '1' ? 'oms-rows-shown' : 'oms-rows-in'));
        }
        const middle = key => [...runs.map(run => run[key])].sort((a, b) => a - b)[runs.length >> 1].toFixed(0);
        console.log(`${PATH}, ${runs.length} loads: rows in the page at ${middle('rowsIn')} ms; the main thread's tasks to then ${middle('wall')} ms, their thread time ${middle('thread')} ms (medians)`);
        console.log(`  each (rows in, tasks, thread): ${runs.map(run => `${run.rowsIn.toFixed(0)}/${run.wall.toFixed(0)}/${run.thread.toFixed(0)}`).join(' ')}`);
        // OMS_TRACE_KINDS=1: the median own time of each kind of event (script, style, layout, collections…) to then.
        if (process.env.OMS_TRACE_KINDS === '1') {
            const kinds = new Set(runs.flatMap(run => [...run.own.keys()]));
            const medianOf = kind => [...runs.map(run => run.own.get(kind) ?? 0)].sort((a, b) => a - b)[runs.length >> 1];
            const rows = [...kinds].map(kind => [kind, medianOf(kind)]).filter(([, time]) => time >= 1).sort((a, b) => b[1] - a[1]);
            console.log(`  own time by kind of event (medians, ms): ${rows.map(([kind, time]) => `${kind} ${time.toFixed(0)}`).join(', ')}`);
        }
    }

    else {
    const cdp = await context.newCDPSession(page);
    // OMS_TRACE_COLD=1: the traced load with the browser's cache (and the scripts' compiled code with it) cleared, as
    // Lighthouse loads the page; the session is kept.
    if (process.env.OMS_TRACE_COLD === '1') await cdp.send('Network.clearBrowserCache');
    // OMS_TRACE_PROFILE=0: no CPU profile (its start alone holds the new page's main thread ~60 ms, and sampling slows
    // the load), for a load timed as the bench times it; the tables by function are then empty.
    const profiling = process.env.OMS_TRACE_PROFILE !== '0';
    if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
    }
    // OMS_TRACE_HEAP=1: V8's sampling heap profiler over the load to the rows shown: what allocated the most (the young
    // generation's collections during the first render grow with what survives of it).
    const heapTrace = process.env.OMS_TRACE_HEAP === '1';
    if (heapTrace) {
        await cdp.send('HeapProfiler.enable');
        await cdp.send('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true });
    }
    const frameTrace = process.env.OMS_TRACE_FRAME === '1';
    if (frameTrace) await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.OMS_TRACE_STACKS === '0' ? [] : ['disabled-by-default-devtools.timeline.stack']), 'blink.user_timing', ...(process.env.OMS_TRACE_CATEGORIES?.split(',') ?? [])] });
    await page.goto(`${origin}${PATH}`);
    await page.waitForFunction(() => window.__shown);
    // The heap's samples end with the rows shown, not after the 3 s below.
    const heap = heapTrace ? (await cdp.send('HeapProfiler.stopSampling')).profile : undefined;
    // OMS_TRACE_PROFILE_TO_SHOWN=1: the CPU profile ends with the rows shown, not 3 s later (what the load costs, without
    // the hidden next page and the shell's later parts).
    const profiledToShown = profiling && process.env.OMS_TRACE_PROFILE_TO_SHOWN === '1' ? (await cdp.send('Profiler.stop')).profile : undefined;
    await page.waitForTimeout(3000);
    if (heapTrace) {
        const bySelf = new Map();
        const byFile = new Map();
        let all = 0;
        const walk = node => {
            const { functionName, url, lineNumber } = node.callFrame;
            const file = url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
            const name = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
            bySelf.set(name, (bySelf.get(name) ?? 0) + node.selfSize);
            byFile.set(file, (byFile.get(file) ?? 0) + node.selfSize);
            all += node.selfSize;
            for (const child of node.children) walk(child);
        };
        walk(heap.head);
        const kb = bytes => `${(bytes / 1024).toFixed(0).padStart(7)} kB`;
        console.log(`Allocated over the load to the rows shown (sampled, objects collected since included): ${kb(all)}`);
        console.log('By file:');
        for (const [file, size] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${kb(size)}  ${file}`);
        console.log('By function (self):');
        for (const [name, size] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.OMS_TRACE_TOP ?? 40))) console.log(`  ${kb(size)}  ${name}`);
    }
    const { profile } = profiledToShown ? { profile: profiledToShown } : profiling ? await cdp.send('Profiler.stop') : { profile: { nodes: [], samples: [], timeDeltas: [] } };
    // OMS_TRACE_PROFILE_SAVE=folder: the CPU profile (load.cpuprofile, DevTools opens it) and the build it ran, kept.
    if (process.env.OMS_TRACE_PROFILE_SAVE) {
        cpSync(outDir, process.env.OMS_TRACE_PROFILE_SAVE, { recursive: true });
        writeFileSync(join(process.env.OMS_TRACE_PROFILE_SAVE, 'load.cpuprofile'), JSON.stringify(profile));
    }
    // OMS_TRACE_FRAME=1: what the main thread did from the commit that put the rows in the page to the first task after
    // their frame (the bench's mark): each task and what it did, from a Chromium trace.
    if (frameTrace) {
        const { traceEvents } = JSON.parse(String(await browser.stopTracing()));
        // OMS_TRACE_SAVE=file: the Chromium trace kept whole (DevTools' Performance panel opens it).
        if (process.env.OMS_TRACE_SAVE) writeFileSync(process.env.OMS_TRACE_SAVE, JSON.stringify({ traceEvents }));
        const [rowsIn, marked] = await page.evaluate(() => [window.__rowsIn, window.__shown]);
        // The page's mark (blink.user_timing) gives the main thread and the clock.
        const rowsInMark = traceEvents.find(event => event.name === 'oms-rows-in');
        const main = traceEvents.filter(event => rowsInMark && event.pid === rowsInMark.pid && event.tid === rowsInMark.tid && event.ph === 'X');
        const at = ts => rowsIn + (ts - rowsInMark.ts) / 1000;
        // The main thread's work to the rows in the page: its tasks' wall time and their thread time (CPU: what the
        // machine's other load or a slow core does not add to), to compare versions where wall times are too noisy.
        const toRows = mainThreadToRows(traceEvents);
        console.log(`Main thread to the rows in the page: tasks ${toRows.wall.toFixed(0)} ms, their thread time ${toRows.thread.toFixed(0)} ms`);
        console.log(`From the rows in the page (${rowsIn.toFixed(0)} ms) to the mark (${marked.toFixed(0)} ms): tasks and their parts of 1 ms or more`);
        for (const event of main.filter(event => event.name === 'RunTask' && at(event.ts + event.dur) >= Number(process.env.OMS_TRACE_FRAME_FROM ?? rowsIn - 100) && at(event.ts) <= marked)) {
            const parts = main
                .filter(part => part !== event && part.ts >= event.ts && part.ts + part.dur <= event.ts + event.dur && part.dur >= 1000 && ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'ParseHTML', 'Commit', 'EvaluateScript', 'v8.compile', 'XHRReadyStateChange'].includes(part.name))
                .map(part => `${part.name}${part.args?.data?.functionName ? `(${part.args.data.functionName})` : ''} ${(part.dur / 1000).toFixed(1)}`);
            // A task with none of those parts: its three longest events of any kind, to name it.
            const others = parts.length > 0 || event.dur < 5000 ? [] : main
                .filter(part => part !== event && part.ts >= event.ts && part.ts + part.dur <= event.ts + event.dur)
                .sort((a, b) => b.dur - a.dur)
                .slice(0, Number(process.env.OMS_TRACE_FRAME_NAMES ?? 3))
                .map(part => `${part.name} ${(part.dur / 1000).toFixed(1)}`);
            console.log(`  ${at(event.ts).toFixed(0).padStart(5)}  ${(event.dur / 1000).toFixed(1).padStart(6)}  ${[...parts, ...others].join(', ')}`);
            // OMS_TRACE_LAYOUT=1: each style recalculation's elements and each layout's objects, with what forced it.
            if (process.env.OMS_TRACE_LAYOUT === '1') {
                for (const part of main.filter(part => (part.name === 'Layout' || part.name === 'UpdateLayoutTree') && part.ts >= event.ts && part.ts <= event.ts + event.dur && part.dur >= 1000)) {
                    const data = part.args?.beginData ?? {};
                    const forced = (data.stackTrace ?? part.args?.data?.stackTrace ?? []).slice(0, 4).map(frame => frame.functionName || '(anonymous)').join(' < ');
                    const size = part.name === 'Layout' ? `${data.dirtyObjects ?? '?'} of ${data.totalObjects ?? '?'} objects` : `${part.args?.elementCount ?? part.args?.data?.elementCount ?? '?'} elements`;
                    console.log(`         ${part.name} ${(part.dur / 1000).toFixed(1)} ms: ${size}${forced ? `, forced by ${forced}` : ''}`);
                }
            }
            // A timer's work: where it was set (the timeline's stack of its TimerInstall).
            for (const fired of main.filter(part => part.name === 'TimerFire' && part.ts >= event.ts && part.ts <= event.ts + event.dur && part.dur >= 5000)) {
                const install = traceEvents.find(other => other.name === 'TimerInstall' && other.args?.data?.timerId === fired.args?.data?.timerId);
                const stack = (install?.args?.data?.stackTrace ?? []).slice(0, 8).map(frame => `${frame.functionName || '(anonymous)'} ${String(frame.url).replace(/^https?:\/\/[^/]+/, '')}:${frame.lineNumber}`);
                console.log(`         the timer was set at ${install ? at(install.ts).toFixed(0) : '?'} ms by: ${stack.join(' < ')}`);
            }
        }
    }
    const { shown, longTasks, shifts, resources, paint, navigation, marks } = await page.evaluate(() => ({
        shown: window.__shown,
        navigation: performance.getEntriesByType('navigation')[0].toJSON(),
        marks: performance.getEntriesByType('mark').map(entry => [entry.name, entry.startTime]),
        longTasks: window.__longTasks,
        shifts: window.__shifts,
        paint: performance.getEntriesByType('paint').map(entry => [entry.name, entry.startTime]),
        resources: performance
            .getEntriesByType('resource')
            .map(entry => [entry.startTime, entry.responseEnd, entry.initiatorType, entry.name.replace(/^https?:\/\/[^/]+/, '')]),
    }));
    const f = value => value.toFixed(0).padStart(5);
    const [rowsIn, frame] = await page.evaluate(() => [window.__rowsIn, window.__frame]);
    console.log(`${PATH}: rows shown at ${shown.toFixed(0)} ms (in the page at ${rowsIn.toFixed(0)}, their frame began at ${frame.toFixed(0)}); paints ${paint.map(([name, time]) => `${name} ${time.toFixed(0)}`).join(', ')}`);
    const steps = ['fetchStart', 'requestStart', 'responseStart', 'responseEnd', 'domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'];
    if (marks.length > 0) console.log(`Marks: ${marks.map(([name, at]) => `${name} ${at.toFixed(0)}`).join(', ')}`);
    console.log(`Navigation: ${steps.map(step => `${step} ${navigation[step].toFixed(0)}`).join(', ')}`);
    console.log('Requests (start → end, ms since navigation):');
    for (const [start, end, type, name] of resources.sort((a, b) => a[0] - b[0])) console.log(`  ${f(start)} → ${f(end)}  ${type.padEnd(14)} ${name.slice(0, 150)}`);
    console.log('Long tasks (start, duration):');
    for (const [start, duration] of longTasks) console.log(`  ${f(start)}  ${f(duration)}`);
    console.log('Largest contentful paint candidates (time, size px², element):');
    for (const [start, size, element] of await page.evaluate(() => window.__contentful)) console.log(`  ${f(start)}  ${String(size).padStart(6)}  ${element}`);
    console.log('Layout shifts (time, value, nodes):');
    for (const [start, value, nodes] of shifts) console.log(`  ${f(start)}  ${value.toFixed(4)}  ${String(nodes).slice(0, 400)}`);
    if (process.env.OMS_TRACE_WATCH) {
        console.log(`The children of ${process.env.OMS_TRACE_WATCH}, as they changed:`);
        for (const [at, children] of await page.evaluate(() => window.__watched)) console.log(`  ${f(at)}  ${children}`);
    }
    // OMS_TRACE_REACT_UNTIL=ms: the commits until then (the shell's parts and the column picker come after the rows).
    if (reactCommits) printCommits(await page.evaluate(() => window.__reactCommits), Number(process.env.OMS_TRACE_REACT_UNTIL ?? shown), REACT_MIN_MS);

    // Self time by function and by file from the sampled profile.
    const byId = new Map(profile.nodes.map(node => [node.id, node]));
    const self = new Map();
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (deltas[index] ?? 0) / 1000));
    const byFunction = new Map();
    const byFile = new Map();
    for (const [id, time] of self) {
        const { callFrame } = byId.get(id);
        const file = callFrame.url.replace(/^https?:\/\/[^/]+/, '') || '(native)';
        const name = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
        byFunction.set(name, (byFunction.get(name) ?? 0) + time);
        byFile.set(file, (byFile.get(file) ?? 0) + time);
    }
    // Total time (self and callees) by function: each sample counted once for every function on its stack.
    const parent = new Map();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const total = new Map();
    for (const [id, time] of self) {
        const seen = new Set();
        for (let at = id; at !== undefined; at = parent.get(at)) {
            const { callFrame } = byId.get(at);
            if (!callFrame.url) continue;
            const name = `${callFrame.functionName || '(anonymous)'} ${callFrame.url.replace(/^https?:\/\/[^/]+/, '')}:${callFrame.lineNumber + 1}`;
            if (seen.has(name)) continue;
            seen.add(name);
            total.set(name, (total.get(name) ?? 0) + time);
        }
    }
    const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
    console.log('Self time by file (ms):');
    for (const [file, time] of top(byFile, 12)) console.log(`  ${f(time)}  ${file}`);
    console.log('Self time by function (ms):');
    for (const [name, time] of top(byFunction, 40)) console.log(`  ${f(time)}  ${name}`);
    console.log('Total time by function (ms):');
    for (const [name, time] of top(total, Number(process.env.OMS_TRACE_TOP ?? 80))) console.log(`  ${f(time)}  ${name}`);
    // OMS_TRACE_CALLERS=name: where the time of a function comes from (its callers, the nearest few frames, by time).
    if (process.env.OMS_TRACE_CALLERS) {
        const stacks = new Map();
        for (const [id, time] of self) {
            if (byId.get(id).callFrame.functionName !== process.env.OMS_TRACE_CALLERS) continue;
            const frames = [];
            for (let at = parent.get(id); at !== undefined && frames.length < Number(process.env.OMS_TRACE_DEPTH ?? 12); at = parent.get(at)) {
                const { callFrame } = byId.get(at);
                if (callFrame.url) frames.push(`${callFrame.functionName || '(anonymous)'}:${callFrame.lineNumber + 1}`);
            }
            const key = frames.join(' < ');
            stacks.set(key, (stacks.get(key) ?? 0) + time);
        }
        console.log(`Callers of ${process.env.OMS_TRACE_CALLERS} (ms):`);
        for (const [stack, time] of top(stacks, 15)) console.log(`  ${f(time)}  ${stack}`);
    }
    // OMS_TRACE_TIMELINE=ms: the main thread in slices of that many ms from the profile's start (about the navigation):
    // its busy time, how much of it React drew synchronously (workLoopSync: an update it may not slice, as a store's) or
    // in slices (workLoopConcurrent…), committed, or ran effects, and the function that took most of the rest.
    if (process.env.OMS_TRACE_TIMELINE) {
        const width = Number(process.env.OMS_TRACE_TIMELINE);
        const markers = ['workLoopSync', 'workLoopConcurrentByScheduler', 'workLoopConcurrent', 'commitRoot', 'flushPassiveEffects'];
        const slices = new Map();
        const syncFrom = new Map();
        const syncComponents = new Map();
        const allComponents = new Map();
        // OMS_TRACE_WINDOW=from-to (ms from the profile's start, about the navigation): the components (and with
        // OMS_TRACE_COMMIT the commits) counted only within it; OMS_TRACE_WINDOW=rows: until the rows were shown.
        const [windowFrom, windowTo] = (process.env.OMS_TRACE_WINDOW === 'rows' ? `0-${shown}` : (process.env.OMS_TRACE_WINDOW ?? '0-Infinity')).split('-').map(Number);
        // A sample's stack, innermost first; an anonymous function by where it is (an arrow function component has no name).
        const stackNames = id => {
            const names = [];
            for (let frame = id; frame !== undefined; frame = parent.get(frame)) {
                const { functionName, url, lineNumber } = byId.get(frame).callFrame;
                names.push(functionName || (url ? `(anonymous) ${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1}` : ''));
            }
            return names;
        };
        let at = 0;
        profile.samples.forEach((id, index) => {
            at += (profile.timeDeltas[index] ?? 0) / 1000;
            const { callFrame } = byId.get(id);
            if (callFrame.functionName === '(idle)') return;
            const slice = Math.floor(at / width);
            const inWindow = at >= windowFrom && at <= windowTo;
            const entry = slices.get(slice) ?? { busy: 0, kinds: new Map(), rest: new Map() };
            const time = (profile.timeDeltas[index + 1] ?? 0) / 1000;
            entry.busy += time;
            const names = stackNames(id);
            const kind = markers.find(marker => names.includes(marker));
            if (inWindow && (kind === 'workLoopSync' || kind === 'workLoopConcurrentByScheduler' || kind === 'workLoopConcurrent')) {
                const hooks = names.indexOf('renderWithHooks');
                const component = hooks > 0 ? names[hooks - 1] || '(anonymous)' : '(React itself)';
                allComponents.set(component, (allComponents.get(component) ?? 0) + time);
            }
            if (inWindow && kind === 'workLoopSync') {
                // What asked for the synchronous render: the frames above it.
                const from = names.indexOf('renderRootSync');
                const key = names.slice(from + 1, from + 9).join(' < ');
                syncFrom.set(key, (syncFrom.get(key) ?? 0) + time);
                // And which component it was drawing: the function renderWithHooks called.
                const hooks = names.indexOf('renderWithHooks');
                const component = hooks > 0 ? names[hooks - 1] || '(anonymous)' : '(React itself)';
                syncComponents.set(component, (syncComponents.get(component) ?? 0) + time);
            }
            if (kind) entry.kinds.set(kind, (entry.kinds.get(kind) ?? 0) + time);
            else {
                const name = names.find(n => n && !n.startsWith('(')) ?? callFrame.functionName;
                entry.rest.set(name, (entry.rest.get(name) ?? 0) + time);
            }
            slices.set(slice, entry);
        });
        console.log(`Timeline (${width} ms slices: busy ms, React's kinds of work, the rest's top function):`);
        for (const [slice, entry] of [...slices].sort((a, b) => a[0] - b[0])) {
            const kinds = [...entry.kinds].map(([kind, time]) => `${kind} ${time.toFixed(0)}`).join(', ');
            const [restName, restTime] = top(entry.rest, 1)[0] ?? ['', 0];
            console.log(`  ${f(slice * width)}  ${f(entry.busy)}  ${kinds}${restName ? `; ${restName} ${restTime.toFixed(0)}` : ''}`);
        }
        // OMS_TRACE_COMMIT=1: within the window, the commits' time by function (self and callees), to see whose effects
        // and refs the commits ran.
        if (process.env.OMS_TRACE_COMMIT === '1') {
            const inCommit = new Map();
            let sampled = 0;
            profile.samples.forEach((id, index) => {
                sampled += (profile.timeDeltas[index] ?? 0) / 1000;
                if (sampled < windowFrom || sampled > windowTo) return;
                const names = stackNames(id);
                const commit = names.indexOf('commitRoot');
                if (commit < 0) return;
                const time = (profile.timeDeltas[index + 1] ?? 0) / 1000;
                for (const name of new Set(names.slice(0, commit))) inCommit.set(name, (inCommit.get(name) ?? 0) + time);
            });
            console.log('Commits, by function (self and callees, ms):');
            for (const [name, time] of top(inCommit, 60)) console.log(`  ${f(time)}  ${name}`);
        }
        console.log('Synchronous renders, by what asked for them (ms):');
        for (const [from, time] of top(syncFrom, 8)) console.log(`  ${f(time)}  ${from}`);
        console.log('Synchronous renders, by the component drawn (ms, its own body and hooks):');
        for (const [component, time] of top(syncComponents, 25)) console.log(`  ${f(time)}  ${component}`);
        console.log('All renders, by the component drawn (ms, its own body and hooks):');
        for (const [component, time] of top(allComponents, 40)) console.log(`  ${f(time)}  ${component}`);
    }
    }
    await context.close();
} finally {
    await browser.close();
    process.kill(-api.pid, 'SIGTERM');
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
}
