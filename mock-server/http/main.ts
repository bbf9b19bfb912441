import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from './cors';
import { startApiServer } from './apiServer';
import { configureFromEnv, mockSettings } from '../settings';

/**
 * `npm run mock:api`: the mock backend on a port of its own (scripts/mock-api.mjs loads this through Vite).
 * OMS_API_PORT (default 8787; 0 = any free port), OMS_API_HOST (default 127.0.0.1), OMS_API_ORIGINS (the app origins
 * allowed to call it, comma-separated; default the preview and dev servers), OMS_MOCK_IDLE_SECONDS (a session's idle
 * time; default 1800), OMS_MOCK_LOCK_SECONDS (how long 5 wrong passwords lock an account; default 900) and
 * OMS_MOCK_ADMIN=1 (the test-only calls: /__reset, /__mock/faults, the page-view list; off by default).
 */
export const main = async (env: NodeJS.ProcessEnv = process.env) => {
    configureFromEnv(env);
    const allowedOrigins = parseAllowedOrigins(env.OMS_API_ORIGINS);
    const server = await startApiServer({
        port: Number(env.OMS_API_PORT ?? 8787),
        host: env.OMS_API_HOST || '127.0.0.1',
        allowedOrigins,
    });
    // The first line is read by tests that start the server as a process: keep its shape.
    console.log(`OMS mock API on ${server.url}`);
    console.log(`Sessions end after ${mockSettings.idleMs / 1000} s idle; test-only calls ${mockSettings.testCalls ? 'on (OMS_MOCK_ADMIN=1)' : 'off (OMS_MOCK_ADMIN=1 turns them on)'}`);
    console.log(`CORS with credentials for ${allowedOrigins.join(', ')}${allowedOrigins === DEFAULT_ALLOWED_ORIGINS ? ' (set OMS_API_ORIGINS to change)' : ''}`);
    return server;
};
