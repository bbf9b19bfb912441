// npm run bench: builds the production app (mock off) and prints what a first visit downloads: the entry chunk and
// every chunk it imports statically (raw and gzip), the lazy chunks, and the largest chunk. Fails over budget.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

/** The first screen's JavaScript, gzip, as Vite reports it: a bare react-admin app with one List weighs this much. */
const FIRST_SCREEN_BUDGET_KB = 303;

const outDir = mkdtempSync(join(tmpdir(), 'oms-bench-'));
process.env.VITE_MOCK = 'false';
await build({ logLevel: 'silent', mode: 'production', build: { outDir, manifest: true, emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
const sizeOf = file => {
    const code = readFileSync(join(outDir, file));
    return { raw: code.length, gzip: gzipSync(code).length };
};
const kb = bytes => (bytes / 1000).toFixed(2);

const entryKey = Object.keys(manifest).find(key => manifest[key].isEntry);
const firstVisit = new Set();
const walk = key => {
    const chunk = manifest[key];
    if (!chunk || firstVisit.has(chunk.file)) return;
    firstVisit.add(chunk.file);
    (chunk.imports ?? []).forEach(walk);
};
walk(entryKey);

const allJs = [...new Set(Object.values(manifest).map(chunk => chunk.file))].filter(file => file.endsWith('.js'));
const rows = allJs.map(file => ({ file, first: firstVisit.has(file), ...sizeOf(file) })).sort((a, b) => b.gzip - a.gzip);
const first = rows.filter(row => row.first);
const total = first.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
const largest = rows[0];

console.log('First visit (entry and its static imports):');
first.forEach(row => console.log(`  ${row.file}  ${kb(row.raw)} kB raw, ${kb(row.gzip)} kB gzip`));
console.log(`  total: ${kb(total.raw)} kB raw, ${kb(total.gzip)} kB gzip (budget ${FIRST_SCREEN_BUDGET_KB} kB gzip)`);
console.log(`Lazy chunks: ${rows.length - first.length}, ${kb(rows.filter(row => !row.first).reduce((sum, row) => sum + row.gzip, 0))} kB gzip in all`);
console.log(`Largest chunk: ${largest.file}  ${kb(largest.raw)} kB raw, ${kb(largest.gzip)} kB gzip`);

rmSync(outDir, { recursive: true, force: true });
if (total.gzip / 1000 > FIRST_SCREEN_BUDGET_KB) {
    console.error(`Over budget: the first screen is ${kb(total.gzip)} kB gzip, the budget ${FIRST_SCREEN_BUDGET_KB} kB.`);
    process.exit(1);
}
