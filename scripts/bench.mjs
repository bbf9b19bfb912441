// npm run bench: builds the production app (mock off) and prints what a first visit downloads: the entry chunk and
// every chunk it imports statically (raw and gzip-9, and gzip as Vite reports it), the lazy chunks, and the largest
// chunk; then the lists as users run them, over real HTTP against `npm run mock:api` beside a bare react-admin app
// (scripts/bench-http.mjs: opens, page turn, TBT and CLS, Lighthouse); then, on the in-page mock, the time a
// signed-out visitor waits for the sign-in form (scripts/bench-sign-in.mjs) and the order list's open, page turn and
// detail (scripts/bench-orders.mjs). Fails over budget. OMS_BENCH_MOCK=false leaves out the in-page mock's part.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { benchSignIn } from './bench-sign-in.mjs';
import { benchOrders } from './bench-orders.mjs';
import { benchHttp } from './bench-http.mjs';

/** The first screen's JavaScript, gzip, as Vite reports it: a bare react-admin app with one List weighs this much. */
const FIRST_SCREEN_BUDGET_KB = 303;
/** The same budget at gzip's best compression (level 9), in KiB. */
const FIRST_SCREEN_BUDGET_KIB_GZIP9 = 293;
/** What the route table and the menu may add to it. */
const ROUTE_TABLE_BUDGET_KB = 15;

const outDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
process.env.VITE_MOCK = 'false';

/**
 * Our own modules in the entry chunk, by folder (src/routes, src/layout/menu …): their code gzipped on its own,
 * before minification, so an upper bound of what each part of the app adds to the first screen.
 */
const ownModules = {};
const measureOwnModules = {
    name: 'oms-bench-own-modules',
    generateBundle(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
            if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
            for (const [id, module] of Object.entries(chunk.modules)) {
                const path = relative(process.cwd(), id);
                if (path.startsWith('..') || path.includes('node_modules') || !module.code) continue;
                const parts = path.split('/');
                const folder = parts.slice(0, parts[0] === 'src' && parts.length > 3 ? 3 : 2).join('/');
                ownModules[folder] = (ownModules[folder] ?? '') + module.code;
            }
        }
    },
};
await build({ logLevel: 'silent', mode: 'production', build: { outDir, manifest: true, emptyOutDir: true }, plugins: [measureOwnModules] });

/**
 * What the route table and the menu cost the first screen, measured as a difference: the same build with the
 * catalogue emptied, the route titles, the menu and its icons stubbed out.
 */
const STUBS = {
    'base/routes/catalogue.ts': `export const ROUTE_ICON_KEYS = []; export const ROUTE_GROUPS = []; export const ROUTE_GROUP_BY_KEY = {};
        export const ROUTES = []; export const pathBelowPrefix = () => ''; export const screenCode = () => '';
        export const matchRoute = () => undefined; export const matchRoutePattern = () => undefined; export const findRoute = () => undefined; export const paramsFit = () => true;`,
    'providers/messages/routes.en.ts': 'export const routesEn = {};',
    'src/layout/menu/AppMenu.tsx': 'export const AppMenu = () => null;',
    'src/layout/icons.tsx': 'export const ROUTE_ICONS = {}; export const RouteIcon = () => null;',
};
const stubRouteTableAndMenu = {
    name: 'oms-bench-stub-route-table',
    enforce: 'pre',
    load(id) {
        const path = relative(process.cwd(), id);
        return STUBS[path];
    },
};

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const sizeOf = (file, dir = outDir) => {
    const code = readFileSync(join(dir, file));
    return { raw: code.length, gzip: gzipSync(code).length, gzip9: gzipSync(code, { level: 9 }).length };
};
const kb = bytes => (bytes / 1000).toFixed(2);

/** The files a first visit downloads: the entry chunk and its static imports, from a build's manifest. */
const firstVisitFiles = buildManifest => {
    const files = new Set();
    const walk = key => {
        const chunk = buildManifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        (chunk.imports ?? []).forEach(walk);
    };
    walk(Object.keys(buildManifest).find(key => buildManifest[key].isEntry));
    return files;
};

const firstVisit = firstVisitFiles(manifest);

const allJs = [...new Set(Object.values(manifest).map(chunk => chunk.file))].filter(file => file.endsWith('.js'));
const rows = allJs.map(file => ({ file, first: firstVisit.has(file), ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
const first = rows.filter(row => row.first);
const total = first.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip, gzip9: sum.gzip9 + row.gzip9 }), { raw: 0, gzip: 0, gzip9: 0 });
const kib = bytes => (bytes / 1024).toFixed(2);
const largest = rows[0];

console.log('First visit (entry and its static imports):');
first.forEach(row => console.log(`  ${row.file}  ${kb(row.raw)} kB raw, ${kb(row.gzip)} kB gzip`));
console.log(
    `  total: ${kb(total.raw)} kB raw, ${kb(total.gzip)} kB gzip (budget ${FIRST_SCREEN_BUDGET_KB} kB), ${kib(total.gzip9)} KiB gzip-9 (budget ${FIRST_SCREEN_BUDGET_KIB_GZIP9} KiB)`,
);
// The resource folders' registry: a chunk of its own, loaded beside the session before the first render
// (src/routes/folderRegistry.tsx), with what it imports that the first visit does not have.
const registryFiles = new Set();
const walkRegistry = key => {
    const chunk = manifest[key];
    if (!chunk || firstVisit.has(chunk.file) || registryFiles.has(chunk.file)) return;
    registryFiles.add(chunk.file);
    (chunk.imports ?? []).forEach(walkRegistry);
};
// Its own chunk, named by vite.config.ts's `folder-registry` group (the manifest keys a group's chunk by its file).
walkRegistry(Object.keys(manifest).find(key => key === 'src/routes/folderRegistry.tsx' || manifest[key].name === 'folder-registry'));
const registryGzip = [...registryFiles].reduce((sum, file) => sum + sizeOf(file).gzip, 0);
console.log(
    `Resource folders' registry (loaded beside the session, not in the first visit's chunk): ${kb(registryGzip)} kB gzip in ${registryFiles.size} file(s)`,
);
console.log(`Lazy chunks: ${rows.length - first.length}, ${kb(rows.filter(row => !row.first).reduce((sum, row) => sum + row.gzip, 0))} kB gzip in all`);
console.log(`Largest chunk: ${largest.file}  ${kb(largest.raw)} kB raw, ${kb(largest.gzip)} kB gzip`);

const stubDir = mkdtempSync(join(tmpdir(), 'oms-bench-stub-'));
await build({ logLevel: 'silent', mode: 'production', build: { outDir: stubDir, manifest: true, emptyOutDir: true }, plugins: [stubRouteTableAndMenu] });
const stubManifest = JSON.parse(readFileSync(join(stubDir, '.vite/manifest.json'), 'utf8'));
const stubGzip = [...firstVisitFiles(stubManifest)].reduce((sum, file) => sum + sizeOf(file, stubDir).gzip, 0);
rmSync(stubDir, { recursive: true, force: true });
const routeTableCost = total.gzip - stubGzip;
console.log(`Route table and menu (catalogue, titles, menu, icons): ${kb(routeTableCost)} kB gzip of the first screen (budget ${ROUTE_TABLE_BUDGET_KB} kB)`);

console.log('Our own code in the first screen, by folder (gzip alone, unminified: an upper bound):');
Object.entries(ownModules)
    .map(([folder, code]) => ({ folder, gzip: gzipSync(code).length }))
    .sort((a, b) => b.gzip - a.gzip)
    .forEach(({ folder, gzip }) => console.log(`  ${folder}  ${kb(gzip)} kB`));

rmSync(outDir, { recursive: true, force: true });

await benchHttp();
if (process.env.OMS_BENCH_MOCK !== 'false') {
    await benchSignIn();
    await benchOrders();
}

let over = false;
if (total.gzip / 1000 > FIRST_SCREEN_BUDGET_KB) {
    console.error(`Over budget: the first screen is ${kb(total.gzip)} kB gzip, the budget ${FIRST_SCREEN_BUDGET_KB} kB.`);
    over = true;
}
if (total.gzip9 / 1024 > FIRST_SCREEN_BUDGET_KIB_GZIP9) {
    console.error(`Over budget: the first screen is ${kib(total.gzip9)} KiB gzip-9, the budget ${FIRST_SCREEN_BUDGET_KIB_GZIP9} KiB.`);
    over = true;
}
if (routeTableCost / 1000 > ROUTE_TABLE_BUDGET_KB) {
    console.error(`Over budget: the route table and menu add ${kb(routeTableCost)} kB gzip, the budget ${ROUTE_TABLE_BUDGET_KB} kB.`);
    over = true;
}
if (over) process.exit(1);
