import { spawn } from 'node:child_process';

/** Tests run from the repository's root (Vitest's root); jsdom's URL cannot resolve file: URLs. */
const ROOT = process.cwd();

export interface ApiServerProcess {
    /** The API base, e.g. `http://127.0.0.1:41234/api`. */
    url: string;
    origin: string;
    /** SIGTERM, resolved when the process has exited. */
    stop(): Promise<void>;
}

/**
 * Starts `npm run mock:api` (scripts/mock-api.mjs) as a process of its own, as a developer or another client runs
 * it, and resolves with its URL once it listens. The app's VITE_* settings of the test run are not passed on.
 */
export const startApiServerProcess = ({
    port = 0,
    origins,
    settings = { OMS_MOCK_ADMIN: '1' },
}: {
    port?: number;
    origins: readonly string[];
    /** The mock's OMS_MOCK_* settings (mock-server/settings.ts); by default the test-only calls are on. */
    settings?: Record<string, string>;
}): Promise<ApiServerProcess> => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && !name.startsWith('OMS_MOCK_')));
    const child = spawn(process.execPath, ['scripts/mock-api.mjs'], {
        cwd: ROOT,
        env: { ...env, OMS_API_PORT: String(port), OMS_API_ORIGINS: origins.join(','), ...settings },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<void>(resolve => child.once('exit', () => resolve()));
    let output = '';
    return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
            child.kill('SIGKILL');
            reject(new Error(`npm run mock:api did not start within 60 s:\n${output}`));
        }, 60_000);
        child.stderr.on('data', chunk => (output += String(chunk)));
        child.stdout.on('data', chunk => {
            output += String(chunk);
            const match = /OMS mock API on (\S+)/.exec(output);
            if (!match) return;
            clearTimeout(timer);
            resolve({
                url: match[1],
                origin: new URL(match[1]).origin,
                stop: () => {
                    child.kill('SIGTERM');
                    return exited;
                },
            });
        });
        child.once('exit', code => {
            clearTimeout(timer);
            reject(new Error(`npm run mock:api exited (${code}) before listening:\n${output}`));
        });
    });
};
