import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { request, type HttpMethod } from './httpClient';
import { withAdminUsers } from './adminUsersProvider';
import { withListAhead } from './listAhead';
import { translateNow } from './i18nProvider';

interface FetchJsonOptions {
    method?: string;
    body?: BodyInit | null;
    headers?: HeadersInit;
    signal?: AbortSignal | null;
}

/**
 * A refused write's field errors as react-admin's form takes them, one string each: an error with arguments
 * (`{message, args}`, e.g. the batch a period overlaps) is translated here with them, since the form would read the
 * object as nested fields and show the bare key.
 */
const withFinishedFieldErrors = (error: unknown) => {
    const body = (error as { body?: { errors?: unknown } } | null)?.body;
    const errors = body?.errors;
    if (typeof errors !== 'object' || errors === null) return error;
    for (const [field, value] of Object.entries(errors as Record<string, unknown>)) {
        if (typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string') {
            const { message, args } = value as { message: string; args?: Record<string, unknown> };
            (errors as Record<string, unknown>)[field] = translateNow(message, args);
        }
    }
    return error;
};

/**
 * ra-data-simple-rest's `httpClient` contract over our own client: every react-admin call gets the token, site
 * headers, timeout and 401 handling. Its bodies are already JSON strings (so they go out as JSON), its answers are
 * bare records rather than the envelope, and react-admin shows its own error notification, so ours stays quiet.
 */
export const restHttpClient = async (url: string, options: FetchJsonOptions = {}) => {
    const headers = new Headers(options.headers);
    if (typeof options.body === 'string') headers.set('Content-Type', 'application/json');
    const response = await request<unknown>(url, {
        method: (options.method ?? 'GET') as HttpMethod,
        data: options.body ?? undefined,
        headers,
        signal: options.signal ?? undefined,
        envelope: false,
        notifyErrors: false,
    }).catch((error: unknown) => {
        throw withFinishedFieldErrors(error);
    });
    const json = response.body as never;
    // The answer's text only when asked for: ra-data-simple-rest reads `json`, and writing 50 orders back out as text took
    // ~30 ms of every list's load.
    return {
        status: response.status,
        headers: response.headers,
        json,
        get body() {
            return JSON.stringify(json ?? null);
        },
    };
};

/**
 * Paths are built relative (`/orders`): the client adds the API base, so the base lives in one place. The `users`
 * resource goes to the section 7 calls instead (adminUsersProvider.ts). A list's first page may have been asked for
 * ahead, on a reload (listAhead.ts).
 */
export const createDataProvider = (): DataProvider => withListAhead(withAdminUsers(simpleRestProvider('', restHttpClient as never)));

export const dataProvider = createDataProvider();
