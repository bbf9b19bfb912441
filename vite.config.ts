/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const require = createRequire(import.meta.url);
const WORKER_FILE = 'mockServiceWorker.js';
/** Ours, registered by the mock: lets the app's own chunks past MSW's worker, which it then loads (mock-server/serviceWorker.js). */
const OUR_WORKER_FILE = 'omsMockWorker.js';

/**
 * `vite preview` serves the build as production does: the hashed assets under /assets/ never change, so they are cached
 * for good; index.html is still revalidated on every load. (Vite's own preview asks for every asset again on each load:
 * a reload of a screen of ~90 chunks then waited on ~90 conditional requests, six at a time.)
 */
const immutableAssets = (): Plugin => ({
    name: 'oms-immutable-assets',
    configurePreviewServer(server) {
        server.middlewares.use((request, response, next) => {
            if (request.url?.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
            next();
        });
    },
});

/**
 * Serves and emits MSW's service worker straight from the installed msw package, and ours that loads it, only when
 * the mock is on: the worker always matches the library version, and a production build without the mock ships no
 * trace of it.
 */
const mockServiceWorker = (): Plugin => {
    const sources: Record<string, () => string> = {
        [WORKER_FILE]: () => readFileSync(require.resolve(`msw/${WORKER_FILE}`), 'utf8'),
        [OUR_WORKER_FILE]: () => readFileSync(new URL('./mock-server/serviceWorker.js', import.meta.url), 'utf8'),
    };
    return {
        name: 'oms-mock-service-worker',
        configureServer(server) {
            for (const [file, source] of Object.entries(sources)) {
                server.middlewares.use(`/${file}`, (_request, response) => {
                    response.setHeader('Content-Type', 'application/javascript');
                    response.end(source());
                });
            }
        },
        // The mock's worker starts before the app's own modules run (mock-server/worker/connection.ts, first in the entry).
        transformIndexHtml: {
            order: 'pre',
            handler: () => [{ tag: 'script', attrs: { type: 'module', src: '/mock-server/worker/connection.ts' }, injectTo: 'head' }],
        },
        generateBundle() {
            for (const [file, source] of Object.entries(sources)) this.emitFile({ type: 'asset', fileName: file, source: source() });
        },
    };
};

/** The mock is on by default in `dev`; a build includes it only with VITE_MOCK=true. */
const isMockOn = (command: 'serve' | 'build', mode: string, env: Record<string, string>): boolean => {
    if (mode === 'test') return false;
    const flag = process.env.VITE_MOCK ?? env.VITE_MOCK;
    return command === 'serve' ? flag !== 'false' : flag === 'true';
};

export default defineConfig(({ command, mode }) => {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const mock = isMockOn(command, mode, env);
    return {
        plugins: [react(), immutableAssets(), ...(mock ? [mockServiceWorker()] : [])],
        define: { __MOCK__: JSON.stringify(mock) },
        // The mock's worker (mock-server/worker) is one file: its 140 chunks (the resource descriptions, the faker
        // locales) each went through the service worker before its orders could be drawn.
        worker: { format: 'es', rolldownOptions: { output: { codeSplitting: false } } },
        build: {
            outDir: process.env.OMS_OUT_DIR ?? 'dist',
            chunkSizeWarningLimit: 1500,
            rolldownOptions: {
                output: {
                    codeSplitting: {
                        // Each group takes the module its test names and everything it imports that a group of
                        // higher priority has not taken.
                        groups: [
                            // Everything a first visit needs in one chunk: split across the twenty-odd chunks rolldown
                            // shares with lazy screens, the same code weighed 8 kB more gzip (each file compressed alone).
                            { name: 'first-visit', tags: ['$initial'], priority: 4 },
                            // The folders' registry, loaded on every start before the first render, in one chunk (it
                            // was ten), and kept out of the list kit's so that a start on another page does not load it.
                            { name: 'folder-registry', test: /src[\\/]routes[\\/]folderRegistry\.tsx$/, priority: 3 },
                            // What a reload on a list asks for ahead (src/routes/landingList.ts): kept out of the list
                            // kit's chunk, whose evaluation (~25 ms) the call would otherwise wait for.
                            { name: 'landing-list', test: /src[\\/]routes[\\/]landingList\.ts$/, priority: 2 },
                            // The kit's list view with its react-admin and MUI parts: ~100 kB gzip in one chunk, which a
                            // list's first visit asked for as some eighty. Over HTTP/1.1's six connections those took
                            // ~550 ms of a cold load of the order list, and Lighthouse's first paint waited on them.
                            { name: 'list-kit', test: /resources[\\/]kit[\\/]KitList\.tsx$/, priority: 1 },
                        ],
                    },
                },
            },
        },
        test: {
            reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
            // Two test files at a time: CI's machine has two cores, where Vitest's default (cores - 1) runs one file at a
            // time and leaves a core idle while a browser test waits on Chromium.
            maxWorkers: 2,
            projects: [
                {
                    extends: true,
                    test: {
                        name: 'unit',
                        environment: 'jsdom',
                        include: ['tests/**/*.test.{ts,tsx}'],
                        exclude: ['tests/e2e/**'],
                        setupFiles: ['tests/setup.ts'],
                        // A worker runs its files one after another in one module graph: each file re-importing
                        // react-admin, MUI, MSW, the faker locales and every resource was most of the unit run's time
                        // on CI. What a test leaves behind is reset per test in tests/setup.ts instead.
                        isolate: false,
                        testTimeout: 20_000,
                    },
                },
                {
                    extends: true,
                    test: {
                        name: 'e2e',
                        environment: 'node',
                        include: ['tests/e2e/**/*.e2e.ts'],
                        globalSetup: ['tests/e2e/globalSetup.ts'],
                        testTimeout: 60_000,
                        hookTimeout: 120_000,
                        // What a page shows after a step, polled for as long as a locator waits (CI's machine is busy).
                        expect: { poll: { timeout: 30_000 } },
                        // After the unit tests, two browser test files at a time: each has its own Chromium, and the mock
                        // lives in each page, so the files share nothing but the static build.
                        sequence: { groupOrder: 1 },
                    },
                },
            ],
        },
    };
});
