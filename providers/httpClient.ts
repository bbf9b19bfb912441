import { HttpError } from 'react-admin';
import { ERROR_TOAST_MS, REQUEST_TIMEOUT_MS } from '../base/constants';
import { getStoredSite } from '../base/session/site';
import { getToken, setToken } from '../base/session/token';
import { sessionUser } from '../base/session/sessionUser';
import { apiConfig } from '../base/config';
import { HEADER } from '../base/headers';
import { notifier } from './notifier';
import { sendToSignOn } from './signOn';
import { forgetListAhead } from './listAhead';

/** The body envelope every OMS call answers with. */
export interface Envelope<T = unknown> {
    code: number;
    msg?: string | null;
    data: T;
}

export type BodyType = 'form' | 'json' | 'multipart';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
    method?: HttpMethod;
    /** Query string parameters; undefined and null values are left out. */
    params?: Record<string, unknown>;
    /** The body: an object (encoded by `bodyType`), a FormData, or a string sent as it is. */
    data?: unknown;
    /** POST bodies are form-encoded unless the call says JSON or multipart. */
    bodyType?: BodyType;
    headers?: HeadersInit;
    /** Region and site code headers go with every call when both are stored; a call may opt out. */
    withSiteHeaders?: boolean;
    /** Cancel this call's earlier in-flight repeat (same method and URL, or the same `cancelKey`). */
    cancelPrevious?: boolean;
    cancelKey?: string;
    timeoutMs?: number;
    /** `sso` calls go to the sign-on API base. */
    base?: 'api' | 'sso';
    /** The body is the `{code, msg, data}` envelope (default). REST collection calls answer bare records. */
    envelope?: boolean;
    /** Show failures as an error toast (default). Callers that show errors themselves turn it off. */
    notifyErrors?: boolean;
    /**
     * Spec section 8: a write through the shared helper (`api.post`) that succeeds shows 'Update', unless the caller
     * shows a toast of its own (false) or names its own message key.
     */
    notifySuccess?: boolean | string;
    /** A body code 401 sends the user to sign-on (default); logout turns it off. */
    redirectOnUnauthorized?: boolean;
    /** Set on the one repeat of a call refused for a token the session has since replaced. */
    retriedWithNewToken?: boolean;
    signal?: AbortSignal;
    /**
     * 'blob': a file download. A non-JSON answer resolves with its body as a Blob (no envelope check); a JSON answer
     * is still read as the envelope, so a refused download fails like any call.
     */
    responseType?: 'json' | 'blob';
}

export interface HttpResponse<T = unknown> {
    status: number;
    headers: Headers;
    body: T;
}

export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'cancelled' | 'unauthorized';

/**
 * Every failed call rejects with this. It is react-admin's HttpError, so `status` drives `checkError` and
 * `body` carries the server's answer.
 */
export class ApiError extends HttpError {
    constructor(
        message: string,
        readonly kind: ApiErrorKind,
        status: number,
        body?: unknown,
        readonly code?: number,
    ) {
        super(message, status, body);
        // react-admin's HttpError pins its own prototype, which would make `instanceof ApiError` false.
        Object.setPrototypeOf(this, new.target.prototype);
        this.name = 'ApiError';
    }
}


export const TIMEOUT_MESSAGE_KEY = 'oms.http.timeout';

const isEnvelope = (body: unknown): body is Envelope =>
    typeof body === 'object' && body !== null && !Array.isArray(body) && typeof (body as Envelope).code === 'number';

const appendParam = (search: URLSearchParams, key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach(item => appendParam(search, key, item));
    else if (typeof value === 'object') search.append(key, JSON.stringify(value));
    else search.append(key, String(value));
};

export const toSearchParams = (values: Record<string, unknown> = {}): URLSearchParams => {
    const search = new URLSearchParams();
    Object.entries(values).forEach(([key, value]) => appendParam(search, key, value));
    return search;
};

const toFormData = (data: unknown): FormData => {
    if (data instanceof FormData) return data;
    const form = new FormData();
    Object.entries((data ?? {}) as Record<string, unknown>).forEach(([key, value]) => {
        if (value === undefined || value === null) return;
        if (value instanceof Blob) form.append(key, value);
        else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
    });
    return form;
};

const encodeBody = (options: RequestOptions, headers: Headers): BodyInit | undefined => {
    const { data } = options;
    if (data === undefined) return undefined;
    if (typeof data === 'string' || data instanceof URLSearchParams) return data;
    if (data instanceof FormData || options.bodyType === 'multipart') return toFormData(data);
    if (options.bodyType === 'json') {
        headers.set('Content-Type', 'application/json');
        return JSON.stringify(data);
    }
    return toSearchParams(data as Record<string, unknown>);
};

const buildUrl = (path: string, options: RequestOptions): string => {
    const base = options.base === 'sso' ? apiConfig.ssoApiUrl : apiConfig.apiUrl;
    const url = /^https?:\/\//.test(path) ? path : `${base}${path.startsWith('/') ? '' : '/'}${path}`;
    const query = toSearchParams(options.params).toString();
    const full = query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
    // Absolute, so the same code runs in the browser and in Node (tests), whose fetch rejects relative URLs.
    return new URL(full, window.location.href).toString();
};

const buildHeaders = (options: RequestOptions): Headers => {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = getToken();
    if (token) headers.set(HEADER.token, token);
    const site = getStoredSite();
    if (site && options.withSiteHeaders !== false) {
        headers.set(HEADER.regionCode, site.regionCode);
        headers.set(HEADER.siteCode, site.siteCode);
    }
    const user = sessionUser.get();
    if (user) headers.set(HEADER.dataType, String(user.dataType));
    return headers;
};

const inFlight = new Map<string, AbortController>();

/** The call carried a session's token and none is held now: that session ended here (signed out, or refused) meanwhile. */
const sessionEndedSince = (sentToken: string | null): boolean => Boolean(sentToken) && !getToken();

const parseBody = async (response: Response): Promise<unknown> => {
    const text = await response.text();
    if (!text) return undefined;
    try {
        return JSON.parse(text);
    } catch {
        return text;
    }
};

const fail = (error: ApiError, options: RequestOptions): never => {
    if (options.notifyErrors !== false && error.kind !== 'cancelled' && error.kind !== 'unauthorized') {
        notifier.show({
            message: error.message,
            type: 'error',
            autoHideDuration: ERROR_TOAST_MS,
            messageArgs: error.kind === 'timeout' ? { seconds: REQUEST_TIMEOUT_MS / 1000 } : undefined,
        });
    }
    throw error;
};

const unauthorized = (body: unknown, options: RequestOptions): never => {
    if (options.redirectOnUnauthorized !== false) sendToSignOn();
    const message = (isEnvelope(body) && body.msg) || 'ra.notification.logged_out';
    throw new ApiError(message, 'unauthorized', 401, body, 401);
};

/**
 * The one fetch wrapper every call goes through: base URL, timeout, credentials, site headers, token rotation,
 * body codes and error toasts live here and nowhere else.
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
    const method = options.method ?? (options.data === undefined ? 'GET' : 'POST');
    if (method !== 'GET') forgetListAhead();
    const url = buildUrl(path, options);
    const headers = buildHeaders(options);
    const sentToken = headers.get(HEADER.token);
    const body = encodeBody(options, headers);

    const controller = new AbortController();
    const cancelKey = options.cancelKey ?? `${method} ${url.split('?')[0]}`;
    if (options.cancelPrevious) {
        inFlight.get(cancelKey)?.abort('cancelled');
        inFlight.set(cancelKey, controller);
    }
    const onCallerAbort = () => controller.abort('cancelled');
    options.signal?.addEventListener('abort', onCallerAbort);
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const timer = setTimeout(() => controller.abort('timeout'), timeoutMs);

    let response: Response;
    try {
        response = await fetch(url, { method, headers, body, credentials: 'include', signal: controller.signal });
    } catch (error) {
        if (controller.signal.aborted && controller.signal.reason === 'timeout') {
            return fail(new ApiError(TIMEOUT_MESSAGE_KEY, 'timeout', 0), options);
        }
        if (controller.signal.aborted) {
            throw new ApiError('cancelled', 'cancelled', 0);
        }
        return fail(new ApiError((error as Error).message || 'Network Error', 'network', 0), options);
    } finally {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onCallerAbort);
        if (inFlight.get(cancelKey) === controller) inFlight.delete(cancelKey);
    }

    const rotated = response.headers.get(HEADER.token);
    // A session that ended here while the call was out stays ended: its answer does not bring its token back.
    if (rotated && !sessionEndedSince(sentToken)) setToken(rotated);

    const binary = options.responseType === 'blob' && response.ok && !(response.headers.get('Content-Type') ?? '').includes('json');
    const parsed = binary ? await response.blob() : await parseBody(response);
    const envelopeCode = isEnvelope(parsed) ? parsed.code : undefined;

    if (response.status === 401 || envelopeCode === 401) {
        // Refused for a token that is no longer the session's (signed in again in another tab, or rotated by a call
        // that answered meanwhile): the answer says nothing of the current session, so ask again with it once.
        const current = getToken();
        if (sentToken && current && current !== sentToken && !options.retriedWithNewToken) {
            return request<T>(path, { ...options, retriedWithNewToken: true });
        }
        // Refused after the session ended here (signed out, or another call's 401 already sent the browser on): going
        // to sign-on again would reload the sign-in page under the user's typing.
        if (sessionEndedSince(sentToken)) return unauthorized(parsed, { ...options, redirectOnUnauthorized: false });
        return unauthorized(parsed, options);
    }

    if (!response.ok) {
        const message = (isEnvelope(parsed) && parsed.msg) || `${response.status} ${response.statusText}`.trim();
        return fail(new ApiError(message, 'http', response.status, parsed, envelopeCode), options);
    }

    if (options.envelope !== false && !binary) {
        if (!isEnvelope(parsed)) {
            return fail(new ApiError('oms.http.bad_response', 'business', response.status, parsed), options);
        }
        if (parsed.code !== 200) {
            const message = parsed.msg || 'oms.http.request_failed';
            return fail(new ApiError(message, 'business', response.status, parsed, parsed.code), options);
        }
    }

    return { status: response.status, headers: response.headers, body: parsed as T };
}

export const UPDATE_MESSAGE_KEY = 'oms.toast.update';

const notifyWritten = (options: RequestOptions): void => {
    if (options.notifySuccess === false) return;
    const message = typeof options.notifySuccess === 'string' ? options.notifySuccess : UPDATE_MESSAGE_KEY;
    notifier.show({ message, type: 'success' });
};

/** Shorthands for the `{code, msg, data}` calls: they resolve with the envelope. */
export const api = {
    get: <T>(path: string, options: RequestOptions = {}) =>
        request<Envelope<T>>(path, { ...options, method: 'GET' }).then(response => response.body),
    post: async <T>(path: string, data?: unknown, options: RequestOptions = {}) => {
        const response = await request<Envelope<T>>(path, { ...options, method: 'POST', data: data ?? {} });
        notifyWritten(options);
        return response.body;
    },
};
