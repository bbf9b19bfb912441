import { spawn } from 'node:child_process';
import { openSync, rmSync, writeFileSync } from 'node:fs';
import { build, preview, type Plugin, type PreviewServer } from 'vite';
import type { TestProject } from 'vitest/node';

// A separate folder per concurrent run (OMS_E2E_OUT_DIR), so two runs of the browser tests never build over each other.
const OUT_DIR = process.env.OMS_E2E_OUT_DIR ?? 'dist-e2e';

/**
 * The development build the screen walk runs (tests/e2e/screenWalk.ts), beside the production build's folder: its
 * exit status lands in `statusFile` when it ends, its output in `logFile`.
 */
export const DEV_BUILD = {
    outDir: `${OUT_DIR}-dev`,
    statusFile: `${OUT_DIR}-dev.status`,
    logFile: `${OUT_DIR}-dev.log`,
};

/**
 * Whether this run may walk the screens: not when it names test files and none of them is the walk's (a journey run
 * alone, `vitest run tests/e2e/sms.e2e.ts`, need not make a build it does not use).
 */
const runMayWalk = (): boolean => {
    const named = process.argv.slice(2).filter(arg => !arg.startsWith('-') && (arg.includes('/') || arg.endsWith('.ts')));
    return named.length === 0 || named.some(arg => arg.includes('screenWalk'));
};

/**
 * Starts the development build in the background, where it runs beside the unit tests (it is an hour of nothing
 * for the CPU otherwise): unminified, so a warning names the component it comes from. The walk's two files wait for
 * its status file.
 */
const startDevBuild = () => {
    rmSync(DEV_BUILD.statusFile, { force: true });
    if (!runMayWalk()) return undefined;
    const child = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'development', '--minify', 'false', '--logLevel', 'warn'], {
        env: { ...process.env, NODE_ENV: 'development', VITE_MOCK: 'true', OMS_OUT_DIR: DEV_BUILD.outDir },
        stdio: ['ignore', openSync(DEV_BUILD.logFile, 'w'), openSync(DEV_BUILD.logFile, 'a')],
    });
    child.on('exit', code => writeFileSync(DEV_BUILD.statusFile, String(code ?? 'killed')));
    child.on('error', error => writeFileSync(DEV_BUILD.statusFile, `could not start: ${error.message}`));
    return child;
};

declare module 'vitest' {
    export interface ProvidedContext {
        baseURL: string;
    }
}

/**
 * The mock answers in the page, through its service worker. A call made as a page is left (a page view, the task
 * marker's poll) outlives the page that would answer it and falls through to this static server, whose 404 Chromium
 * logs as an error of the next page. Such a call has no reader left: an empty 204, not an error.
 */
export const answerCallsOfLeftPages: Plugin = {
    name: 'oms-e2e-calls-of-left-pages',
    configurePreviewServer(server) {
        server.middlewares.use('/api', (_request, response) => {
            response.statusCode = 204;
            response.end();
        });
    },
};

/**
 * Browser tests run against a production build with the mock backend on (the same app a reviewer gets from
 * `VITE_MOCK=true npm run build && npm run preview`), served on a free loopback port.
 */
export default async function setup(project: TestProject) {
    const devBuild = startDevBuild();
    process.env.VITE_MOCK = 'true';
    process.env.OMS_OUT_DIR = OUT_DIR;
    // Vitest runs with NODE_ENV=test, which Vite would bake into the bundle (React's development build): build
    // what a reviewer serves, a production bundle.
    const testEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    await build({ logLevel: 'warn', mode: 'production' });
    process.env.NODE_ENV = testEnv;
    const server: PreviewServer = await preview({
        plugins: [answerCallsOfLeftPages],
        preview: { host: '127.0.0.1', port: 0, strictPort: false },
        build: { outDir: OUT_DIR },
        logLevel: 'warn',
    });
    const address = server.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('The preview server has no TCP address');
    project.provide('baseURL', `http://127.0.0.1:${address.port}`);
    return async () => {
        if (devBuild?.exitCode === null) devBuild.kill();
        await server.close();
    };
}
