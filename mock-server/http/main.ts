import { DEFAULT_ALLOWED_ORIGINS, parseAllowedOrigins } from './cors';
import { startApiServer } from './apiServer';

/**
 * `npm run mock:api`: the mock backend on a port of its own (scripts/mock-api.mjs loads this through Vite).
 * OMS_API_PORT (default 8787; 0 = any free port), OMS_API_HOST (default 127.0.0.1), OMS_API_ORIGINS (the app origins
 * allowed to call it, comma-separated; default the preview and dev servers).
 */
export const main = async (env: NodeJS.ProcessEnv = process.env) => {
    const allowedOrigins = parseAllowedOrigins(env.OMS_API_ORIGINS);
    const server = await startApiServer({
        port: Number(env.OMS_API_PORT ?? 8787),
        host: env.OMS_API_HOST || '127.0.0.1',
        allowedOrigins,
    });
    // The first line is read by tests that start the server as a process: keep its shape.
    console.log(`OMS mock API on ${server.url}`);
    console.log(`CORS with credentials for ${allowedOrigins.join(', ')}${allowedOrigins === DEFAULT_ALLOWED_ORIGINS ? ' (set OMS_API_ORIGINS to change)' : ''}`);
    return server;
};
