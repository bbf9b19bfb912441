import { createServer as createHttpServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createMswApp } from '@mswjs/http-middleware';
import { HttpResponse } from 'msw';
import { http } from '../handle';
import { createHandlers } from '../handlers';
import { loadKitCollections } from '../db/kit';
import { loadFakers } from '../db/kit/samples';
import { resetDb, SEED } from '../db/store';
import { clearFaults } from '../faults';
import { serveSeededFilesFrom } from '../db/staticFiles';
import { answerCors } from './cors';
import { handlersBySegment } from './handlersBySegment';
import { UPLOAD_KINDS } from '../../base/fileRules';
import { mockSettings } from '../settings';

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
    const bySegment = handlersBySegment(API_BASE, [
        // Started for tests only (OMS_MOCK_ADMIN=1): anyone who can reach the server could otherwise wipe it.
        ...(mockSettings.testCalls ? [resetHandler(API_BASE)] : []),
        ...createHandlers(API_BASE),
        // No handler answered: the envelope, as every failure of the contract.
        http.all('*', ({ request }) =>
            HttpResponse.json({ code: 404, msg: `${request.method} ${new URL(request.url).pathname} not found`, data: null }, { status: 404 }),
        ),
    ]);
    // @mswjs/http-middleware: an express app turning each request into a fetch Request for MSW's handlers; one per
    // group of handlers (handlersBySegment.ts), made when its first request comes.
    const apps = new Map<string, ReturnType<typeof createMswApp>>();
    const appFor = (url: string) => {
        const key = bySegment.keyOf(url);
        let app = apps.get(key);
        if (!app) {
            app = createMswApp(...bySegment.handlersOf(key));
            app.disable('x-powered-by');
            apps.set(key, app);
        }
        return app;
    };
    return (request, response) => {
        if (answerCors(request, response, allowedOrigins)) return;
        if (refuseOversizedBody(request, response)) return;
        // The CORS answer is this server's (cors.ts), one header each: the handlers' own Access-Control-* headers
        // (Content-Range exposed, for the in-page mock) would repeat it, and name no origin.
        const appendHeader = response.appendHeader.bind(response);
        response.appendHeader = (name, value) => (/^access-control-/i.test(name) ? response : appendHeader(name, value));
        appFor(request.url ?? '/')(request, response);
    };
};

/**
 * The largest body the server reads: an upload's multipart body may carry the largest file the upload rules accept
 * (src/upload/fileRules.ts) and its fields; any other body (JSON, form) 1 MB, far above any screen's record. A body
 * declared larger (Content-Length) is refused without being read into memory: 413 with the envelope.
 */
const MB = 1024 * 1024;
export const BODY_LIMITS = {
    multipart: Math.max(...Object.values(UPLOAD_KINDS).map(kind => kind.maxBytes)) + MB,
    other: MB,
} as const;

const refuseOversizedBody = (request: IncomingMessage, response: ServerResponse): boolean => {
    const length = Number(request.headers['content-length'] ?? 0);
    const limit = (request.headers['content-type'] ?? '').startsWith('multipart/') ? BODY_LIMITS.multipart : BODY_LIMITS.other;
    if (!(length > limit)) return false;
    // The body is let through unread (nothing is kept), then refused: a client still sending would otherwise see its
    // connection cut instead of the answer.
    request.resume();
    request.once('end', () => {
        response.writeHead(413, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ code: 413, msg: `Payload too large: a body of this kind may have at most ${limit} bytes`, data: null }));
    });
    return true;
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
