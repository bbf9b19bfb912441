import type { IncomingMessage, ServerResponse } from 'node:http';
import { HEADER } from '../../base/headers';

/**
 * The CORS a real backend of the OMS contract needs when the app is served from another origin (README, "The
 * contract the app expects"): credentials (the client always fetches with `credentials: 'include'`), so the allowed
 * origin is named, never `*`; the custom request headers pass the preflight; and the answer headers the client reads
 * are exposed to scripts (the REST total, the rotated token, a download's file name).
 */
export const CORS_POLICY = {
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: [HEADER.token, HEADER.siteCode, HEADER.regionCode, HEADER.dataType, 'Range', 'Content-Type', 'Accept'],
    exposeHeaders: ['Content-Range', HEADER.token, 'Content-Disposition'],
    /** How long a browser may reuse a preflight's answer. */
    maxAgeSeconds: 600,
} as const;

/** Origins allowed by default: the app served by `npm run preview` (4173) and `npm run dev` (5173). */
export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:5173'];

/** `http://a:1, http://b:2` → the list; empty → the defaults. */
export const parseAllowedOrigins = (value: string | undefined): string[] => {
    const origins = (value ?? '')
        .split(',')
        .map(origin => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean);
    return origins.length > 0 ? origins : DEFAULT_ALLOWED_ORIGINS;
};

/**
 * Adds the CORS answer headers for an allowed origin. Returns true when the request was a preflight and has been
 * answered (204 for an allowed origin, 403 otherwise: the browser then blocks the real call).
 */
export const answerCors = (request: IncomingMessage, response: ServerResponse, allowedOrigins: readonly string[]): boolean => {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.includes(origin);
    // Answers differ by Origin: a shared cache must not hand one origin's answer to another.
    response.setHeader('Vary', 'Origin');
    if (allowed) {
        response.setHeader('Access-Control-Allow-Origin', origin);
        response.setHeader('Access-Control-Allow-Credentials', 'true');
        response.setHeader('Access-Control-Expose-Headers', CORS_POLICY.exposeHeaders.join(', '));
    }
    const preflight = request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
    if (!preflight) return false;
    if (allowed) {
        response.setHeader('Access-Control-Allow-Methods', CORS_POLICY.allowMethods.join(', '));
        response.setHeader('Access-Control-Allow-Headers', CORS_POLICY.allowHeaders.join(', '));
        response.setHeader('Access-Control-Max-Age', String(CORS_POLICY.maxAgeSeconds));
    }
    response.statusCode = allowed ? 204 : 403;
    response.end();
    return true;
};
