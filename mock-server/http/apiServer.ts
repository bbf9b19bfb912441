import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { http, HttpResponse } from 'msw';
import { createHandlers } from '../handlers';
import { loadKitCollections } from '../db/kit';
import { loadFakers } from '../db/kit/samples';
import { resetDb, SEED } from '../db/store';
import { clearFaults } from '../faults';
import { serveSeededFilesFrom } from '../db/staticFiles';
import { answerCors } from './cors';

/** The API base the server answers under: the app's default, so a build only changes the origin. */
export const API_BASE = '/api';

export interface ApiServerOptions {
    /** 0 picks a free port. */
    port?: number;
    host?: string;
    /** Origins whose pages may call the API with credentials (CORS). */
    allowedOrigins: readonly string[];
}

export interface RunningApiServer {
    /** The API base URL, e.g. `http://127.0.0.1:8787/api` (what `VITE_API_URL` of a build names). */
    url: string;
    port: number;
    close(): Promise<void>;
}

/**
 * Mock only: back to the seeded store (every collection, every user, no sessions, no injected faults), as a stop and
 * start gives. First among the handlers, so no injected fault can answer it.
 */
const resetHandler = (api: string) =>
    http.post(`${api}/__reset`, () => {
        resetDb();
        clearFaults();
        return HttpResponse.json({ code: 200, msg: 'success', data: { seed: SEED } });
    });

/**
 * The mock backend as a plain HTTP server: the same handlers and the same seeded store as the service worker and
 * the tests, behind the CORS a real backend on another origin needs. The store keeps its state while the process
 * runs; a new process starts from the seed again.
 */
export const createApiListener = (allowedOrigins: readonly string[]): RequestListener => {
    // @mswjs/http-middleware: an express app turning each request into a fetch Request for MSW's handlers.
    const mswApp = createMswApp(
        resetHandler(API_BASE),
        ...createHandlers(API_BASE),
        // No handler answered: the envelope, as every failure of the contract.
        http.all('*', ({ request }) =>
            HttpResponse.json({ code: 404, msg: `${request.method} ${new URL(request.url).pathname} not found`, data: null }, { status: 404 }),
        ),
    );
    mswApp.disable('x-powered-by');
    return (request, response) => {
        if (answerCors(request, response, allowedOrigins)) return;
        // The CORS answer is this server's (cors.ts), one header each: the handlers' own Access-Control-* headers
        // (Content-Range exposed, for the in-page mock) would repeat it, and name no origin.
        const appendHeader = response.appendHeader.bind(response);
        response.appendHeader = (name, value) => (/^access-control-/i.test(name) ? response : appendHeader(name, value));
        mswApp(request, response);
    };
};

export const startApiServer = async ({ port = 0, host = '127.0.0.1', allowedOrigins }: ApiServerOptions): Promise<RunningApiServer> => {
    // The kit's descriptions and the seed's faker locales load before the first call, as in the browser.
    await Promise.all([loadKitCollections(), loadFakers()]);
    const server: Server = createHttpServer(createApiListener(allowedOrigins));
    await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, resolve);
    });
    const { port: bound } = server.address() as AddressInfo;
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    // The seeded library's URLs point here (uploads take the origin their request came to).
    serveSeededFilesFrom(`http://${shownHost}:${bound}`);
    return {
        url: `http://${shownHost}:${bound}${API_BASE}`,
        port: bound,
        close: () =>
            new Promise<void>((resolve, reject) => {
                server.closeAllConnections();
                server.close(error => (error ? reject(error) : resolve()));
            }),
    };
};
