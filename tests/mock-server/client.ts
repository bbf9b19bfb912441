/**
 * A thin plain-`fetch` client for testing the mock backend as the backend contract (not through the app's
 * providers). jsdom's location is http://localhost:3000/, where MSW answers `/api/...`.
 */
import { expect } from 'vitest';
import type { ResourceRecord } from '../../resources/kit/types';

export const API = 'http://localhost:3000/api';
export const PASSWORD = 'oms-demo';

/** Every demo account of the README: one per role, then the three edge cases. */
export const ROLE_ACCOUNTS = [
    'admin', 'editor', 'dev', 'csm', 'csss', 'csso', 'qa', 'pm', 'os', 'pz', 'ros', 'finance', 'audit', 'logistics',
    'activityer',
] as const;
export const DEMO_ACCOUNTS = [...ROLE_ACCOUNTS, 'agent', 'nosite', 'noroles'] as const;

export const SITE_CODES = ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk'] as const;

export interface Envelope<T = unknown> {
    code: number;
    msg: string;
    data: T;
}

export interface CallInit extends Omit<RequestInit, 'body' | 'headers'> {
    /** Sent as `x-auth-token`. */
    token?: string | null;
    /** Sent as `siteCode` (and `regionCode`, derived, unless given). */
    site?: string | null;
    region?: string;
    dataType?: 0 | 1;
    /** Query string parameters; objects and arrays are JSON-encoded (the ra-data-simple-rest style). */
    query?: Record<string, unknown>;
    /** Form-encoded (`form`), JSON (`json`) or sent as it is (`raw`). */
    form?: Record<string, string>;
    json?: unknown;
    raw?: string;
    headers?: Record<string, string>;
}

export interface CallResult<T = unknown> {
    status: number;
    headers: Headers;
    body: T;
}

const REGION_OF: Record<string, string> = { in: 'IN', id: 'ID', cn: 'CN' };

export const urlOf = (path: string, query?: Record<string, unknown>): string => {
    const url = new URL(`${API}${path.startsWith('/') ? path : `/${path}`}`);
    Object.entries(query ?? {}).forEach(([key, value]) => {
        if (value === undefined) return;
        url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value));
    });
    return url.toString();
};

/** One call; the body is parsed as JSON (or left as text when it is not JSON). */
export const call = async <T = unknown>(path: string, init: CallInit = {}): Promise<CallResult<T>> => {
    const { token, site, region, dataType, query, form, json, raw, headers: extra, ...rest } = init;
    const headers: Record<string, string> = { ...extra };
    if (token) headers['x-auth-token'] = token;
    if (site) {
        headers.siteCode = site;
        headers.regionCode = region ?? REGION_OF[site] ?? 'EU';
    }
    if (dataType !== undefined) headers.dataType = String(dataType);
    let body: string | undefined;
    if (form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(form).toString();
    } else if (json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(json);
    } else if (raw !== undefined) {
        body = raw;
    }
    const method = rest.method ?? (body !== undefined ? 'POST' : 'GET');
    const response = await fetch(urlOf(path, query), { ...rest, method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
        parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
        // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
};

/** A custom (envelope) call: always HTTP 200, the outcome is the body code. */
export const envelopeCall = async <T = unknown>(path: string, init: CallInit = {}): Promise<Envelope<T>> => {
    const result = await call<Envelope<T>>(path, init);
    expect(result.status, `HTTP status of ${path}`).toBe(200);
    expect(typeof result.body.code, `body code of ${path}`).toBe('number');
    return result.body;
};

export const login = (username: string, password: string = PASSWORD) =>
    envelopeCall<string>('/login', { method: 'POST', form: { username, password } });

/** Signs in and returns the token; fails the test when sign-in does not succeed. */
export const signIn = async (account: string, password: string = PASSWORD): Promise<string> => {
    const body = await login(account, password);
    expect(body.code, `sign-in of ${account}: ${body.msg}`).toBe(200);
    expect(typeof body.data).toBe('string');
    expect(body.data.length).toBeGreaterThan(0);
    return body.data;
};

export interface ResourceRow {
    id: number;
    frontendCode: string;
    resourceName: string;
}

/** The granted resource codes of a signed-in token (GET /sso/basic/listResources). */
export const grantedCodes = async (token: string): Promise<Set<string>> => {
    const body = await envelopeCall<ResourceRow[]>('/sso/basic/listResources', { token });
    expect(body.code).toBe(200);
    return new Set(body.data.map(row => row.frontendCode));
};

/** The total of a `Content-Range: name start-end/total` header. */
export const totalOf = (headers: Headers): number => {
    const range = headers.get('Content-Range') ?? '';
    const match = /\/(\d+)$/.exec(range);
    expect(match, `Content-Range "${range}"`).not.toBeNull();
    return Number(match![1]);
};

/** The `{code, msg}` failure envelope with a matching HTTP status (REST collection failures). */
export const expectRestFailure = (result: CallResult, status: number) => {
    expect(result.status).toBe(status);
    const body = result.body as Envelope;
    expect(body).toMatchObject({ code: status });
    expect(typeof body.msg).toBe('string');
    expect(body.msg.length).toBeGreaterThan(0);
};

/**
 * A collection's rows as a client lists them, filtered on the server: by default every row of site in (a range past
 * the largest collection a site has).
 */
export const listRows = async (
    token: string,
    collection: string,
    filter: Record<string, unknown> = {},
    { site = 'in', range = [0, 99_999] }: { site?: string; range?: [number, number] } = {},
): Promise<ResourceRecord[]> => (await call<ResourceRecord[]>(`/${collection}`, { token, site, query: { filter, range } })).body;
