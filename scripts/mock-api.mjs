// npm run mock:api: the mock backend (mock-server/) as a standalone HTTP API server, with the same handlers and the
// same seeded store as the in-page mock. The mock's modules use Vite features (import.meta.glob finds the resources
// and the custom handlers by name), so Vite loads them: a dev server in middleware mode that never listens, through
// its module runner. Stop with Ctrl+C (or SIGTERM); the next start reseeds. Settings: mock-server/http/main.ts.
import { createServer, createServerModuleRunner } from 'vite';

const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
    // The mock's settings are read at runtime; nothing of the app's is built.
    mode: 'development',
    // No browser is served: no dependency pre-bundling, and a cache of its own beside a running `npm run dev`.
    optimizeDeps: { noDiscovery: true, include: [] },
    cacheDir: 'node_modules/.vite-mock-api',
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const { main } = await runner.import('/mock-server/http/main.ts');
let server;
try {
    server = await main(process.env);
} catch (error) {
    // A port in use is the usual one: say so in one line, not a stack.
    console.error(`npm run mock:api: ${error.message}${error.code === 'EADDRINUSE' ? ' (another port: OMS_API_PORT=…)' : ''}`);
    await vite.close();
    process.exit(1);
}

const stop = async () => {
    await server.close();
    await runner.close();
    await vite.close();
    process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
