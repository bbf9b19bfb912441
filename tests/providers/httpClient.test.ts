import { describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { mockServer } from '../../mock-server/node';
import { apiConfig } from '../../base/config';
import { HEADER } from '../../base/headers';
import { api, ApiError, request, TIMEOUT_MESSAGE_KEY } from '../../providers/httpClient';
import { ERROR_TOAST_MS, REQUEST_TIMEOUT_MS } from '../../base/constants';
import { getToken, setToken } from '../../base/session/token';
import { takeReturnPath } from '../../base/session/returnPath';
import { clearLocalSession } from '../../providers/signOn';
import { COOKIE, writeCookie } from '../../base/session/cookies';
import {
    apiPath,
    apiUrl,
    cookieValue,
    gate,
    recordRequests,
    recordToasts,
    spyNavigation,
    storeSiteCookies,
} from './helpers';

const okBody = (data: unknown = null) => HttpResponse.json({ code: 200, msg: 'success', data });

/** A GET and a POST endpoint that answer success, for the header and body tests. */
const echoEndpoints = () =>
    mockServer.use(
        http.get(apiPath('/echo'), () => okBody('got')),
        http.post(apiPath('/echo'), () => okBody('posted')),
    );

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
    const outcome = await promise.then(
        value => ({ value }),
        (error: unknown) => ({ error }),
    );
    if (!('error' in outcome)) throw new Error(`expected a rejection, got ${JSON.stringify(outcome.value)}`);
    expect(outcome.error).toBeInstanceOf(ApiError);
    return outcome.error as ApiError;
};

describe('httpClient: base URL, credentials, envelope', () => {
    it('prefixes paths with the configured API base, /api by default', async () => {
        expect(apiConfig.apiUrl).toBe('/api');
        echoEndpoints();
        const seen = recordRequests();
        await api.get('/echo', { params: { a: 1, skip: undefined, b: 'x y' } });
        expect(seen).toHaveLength(1);
        expect(seen[0].url.toString()).toBe(`${window.location.origin}/api/echo?a=1&b=x+y`);
        // A path without a leading slash gets one.
        await api.get('echo');
        expect(seen[1].url.toString()).toBe(apiUrl('/echo'));
    });

    it('sends credentials with every call', async () => {
        echoEndpoints();
        const seen = recordRequests();
        await api.get('/echo');
        await api.post('/echo', { a: 1 });
        expect(seen.map(request => request.credentials)).toEqual(['include', 'include']);
    });

    it('resolves api.get and api.post with the envelope', async () => {
        echoEndpoints();
        await expect(api.get('/echo')).resolves.toEqual({ code: 200, msg: 'success', data: 'got' });
        await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ code: 200, msg: 'success', data: 'posted' });
    });

    it('sends the stored token in the x-auth-token header', async () => {
        echoEndpoints();
        setToken('tok-1');
        const seen = recordRequests();
        await api.get('/echo');
        expect(seen[0].headers.get('x-auth-token')).toBe('tok-1');
    });
});

describe('httpClient: region and site headers', () => {
    it('adds regionCode and siteCode when both are stored', async () => {
        echoEndpoints();
        storeSiteCookies('EU', 'es');
        const seen = recordRequests();
        await api.get('/echo');
        await api.post('/echo', { a: 1 });
        for (const request of seen) {
            expect(request.headers.get('regionCode')).toBe('EU');
            expect(request.headers.get('siteCode')).toBe('es');
        }
        expect(seen).toHaveLength(2);
    });

    it('adds neither header when only the region is stored', async () => {
        echoEndpoints();
        writeCookie(COOKIE.regionCode, 'EU');
        const seen = recordRequests();
        await api.get('/echo');
        expect(seen[0].headers.has('regionCode')).toBe(false);
        expect(seen[0].headers.has('siteCode')).toBe(false);
    });

    it('adds neither header when only the site code is stored', async () => {
        echoEndpoints();
        writeCookie(COOKIE.siteCode, 'es');
        const seen = recordRequests();
        await api.get('/echo');
        expect(seen[0].headers.has('regionCode')).toBe(false);
        expect(seen[0].headers.has('siteCode')).toBe(false);
    });

    it('leaves them out when the call opts out with withSiteHeaders: false', async () => {
        echoEndpoints();
        storeSiteCookies('IN', 'in');
        const seen = recordRequests();
        await api.get('/echo', { withSiteHeaders: false });
        await api.post('/echo', { a: 1 }, { withSiteHeaders: false });
        for (const request of seen) {
            expect(request.headers.has('regionCode')).toBe(false);
            expect(request.headers.has('siteCode')).toBe(false);
        }
        expect(seen).toHaveLength(2);
    });
});

describe('httpClient: POST bodies', () => {
    it('form-encodes POST bodies by default', async () => {
        echoEndpoints();
        const seen = recordRequests();
        await api.post('/echo', { username: 'admin', note: 'a b&c', list: [1, 2], skip: undefined });
        expect(seen[0].method).toBe('POST');
        expect(seen[0].headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
        await expect(seen[0].body).resolves.toBe('username=admin&note=a+b%26c&list=1&list=2');
    });

    it("sends JSON when the call says bodyType: 'json'", async () => {
        echoEndpoints();
        const seen = recordRequests();
        await api.post('/echo', { appCode: 'oms', nested: { a: 1 } }, { bodyType: 'json' });
        expect(seen[0].headers.get('Content-Type')).toBe('application/json');
        await expect(seen[0].body).resolves.toBe('{"appCode":"oms","nested":{"a":1}}');
    });

    it("sends multipart form data when the call says bodyType: 'multipart'", async () => {
        let received: FormData | undefined;
        mockServer.use(
            http.post(apiPath('/upload'), async ({ request }) => {
                received = await request.formData();
                return okBody();
            }),
        );
        const seen = recordRequests();
        const file = new File(['a,b\n1,2'], 'orders.csv', { type: 'text/csv' });
        await api.post('/upload', { name: 'orders', meta: { rows: 1 }, file }, { bodyType: 'multipart' });
        expect(seen[0].headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
        expect(received?.get('name')).toBe('orders');
        expect(received?.get('meta')).toBe('{"rows":1}');
        // The file goes as a file part. (jsdom's File and Node's fetch do not agree on its bytes or name, so only
        // its kind and type are checked here.)
        const part = received?.get('file');
        expect(typeof part).not.toBe('string');
        expect((part as File).type).toBe('text/csv');
    });
});

describe('httpClient: token rotation', () => {
    it('replaces the stored token with the x-auth-token response header', async () => {
        setToken('old-token');
        mockServer.use(
            http.get(apiPath('/rotate'), () =>
                HttpResponse.json({ code: 200, msg: 'success', data: null }, { headers: { 'x-auth-token': 'new-token' } }),
            ),
            http.get(apiPath('/echo'), () => okBody()),
        );
        const seen = recordRequests();
        await api.get('/rotate');
        expect(getToken()).toBe('new-token');
        expect(cookieValue('oms_token')).toBe('new-token');
        await api.get('/echo');
        expect(seen[1].headers.get('x-auth-token')).toBe('new-token');
    });

    it('keeps the stored token when the answer carries none', async () => {
        setToken('kept-token');
        echoEndpoints();
        await api.get('/echo');
        expect(cookieValue('oms_token')).toBe('kept-token');
    });
});

describe('httpClient: body code 401', () => {
    it('sends the user to sign-on (/login without SSO), clears the token and keeps the return path', async () => {
        expect(apiConfig.ssoUrl).toBeUndefined();
        const { goTo } = spyNavigation();
        const toasts = recordToasts();
        setToken('expired');
        window.history.replaceState(null, '', '/orders/index?status=paid');
        mockServer.use(http.get(apiPath('/secure'), () => HttpResponse.json({ code: 401, msg: 'Session expired', data: null })));

        const error = await rejectionOf(api.get('/secure'));

        expect(error.kind).toBe('unauthorized');
        expect(error.status).toBe(401);
        expect(error.message).toBe('Session expired');
        expect(goTo).toHaveBeenCalledTimes(1);
        expect(goTo).toHaveBeenCalledWith('/login');
        expect(getToken()).toBeUndefined();
        expect(cookieValue('oms_token')).toBeUndefined();
        expect(takeReturnPath(undefined)).toBe('/orders/index?status=paid');
        // The redirect is the answer: no error toast on top of it.
        expect(toasts).toEqual([]);
    });

    it('asks again with the new token when the refused token was replaced meanwhile, and keeps the new session', async () => {
        const { goTo } = spyNavigation();
        const toasts = recordToasts();
        setToken('old');
        const answered = gate();
        const seenTokens: (string | null)[] = [];
        mockServer.use(
            http.get(apiPath('/secure'), async ({ request: seen }) => {
                const token = seen.headers.get(HEADER.token);
                seenTokens.push(token);
                if (token === 'old') {
                    await answered.opened;
                    return HttpResponse.json({ code: 401, msg: 'Session expired', data: null });
                }
                return okBody('for the new session');
            }),
        );

        const pending = api.get('/secure');
        await vi.waitFor(() => expect(seenTokens).toEqual(['old']));
        // Signed in again (another tab) while the call was out.
        setToken('new');
        answered.open();

        await expect(pending).resolves.toEqual({ code: 200, msg: 'success', data: 'for the new session' });
        expect(seenTokens).toEqual(['old', 'new']);
        expect(getToken()).toBe('new');
        expect(goTo).not.toHaveBeenCalled();
        expect(toasts).toEqual([]);
    });

    it('leaves the browser where it is when a call still out at sign-out is refused afterwards', async () => {
        const { goTo } = spyNavigation();
        const toasts = recordToasts();
        setToken('ending');
        const answered = gate();
        let seen = false;
        mockServer.use(
            http.get(apiPath('/secure'), async ({ request: call }) => {
                seen = call.headers.get(HEADER.token) === 'ending';
                await answered.opened;
                return HttpResponse.json({ code: 401, msg: 'Session expired', data: null }, { headers: { [HEADER.token]: 'ending' } });
            }),
        );

        const pending = rejectionOf(api.get('/secure'));
        await vi.waitFor(() => expect(seen).toBe(true));
        // The user signs out (the sign-in page is shown) while the call is out.
        clearLocalSession();
        answered.open();

        const error = await pending;
        expect(error.status).toBe(401);
        // Not sent to /login a second time (a full load that would clear what they type), and the ended token stays gone.
        expect(goTo).not.toHaveBeenCalled();
        expect(getToken()).toBeUndefined();
        expect(toasts).toEqual([]);
    });

    it('does not redirect when the call turns it off (logout)', async () => {
        const { goTo } = spyNavigation();
        setToken('expired');
        mockServer.use(http.post(apiPath('/logout'), () => HttpResponse.json({ code: 401, msg: 'Session expired', data: null })));
        const error = await rejectionOf(api.post('/logout', {}, { redirectOnUnauthorized: false }));
        expect(error.status).toBe(401);
        expect(goTo).not.toHaveBeenCalled();
    });
});

describe("httpClient: the shared write helper's success toast (spec section 8: 'Update')", () => {
    it("shows 'Update' when api.post succeeds, once, after the answer", async () => {
        echoEndpoints();
        const toasts = recordToasts();
        await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ code: 200, msg: 'success', data: 'posted' });
        expect(toasts).toEqual([{ message: 'oms.toast.update', type: 'success' }]);
    });

    it('shows the caller’s own message key instead, or nothing when the caller shows its own toast', async () => {
        echoEndpoints();
        const toasts = recordToasts();
        await api.post('/echo', {}, { notifySuccess: 'oms.toast.saved_successfully' });
        await api.post('/echo', {}, { notifySuccess: false });
        expect(toasts).toEqual([{ message: 'oms.toast.saved_successfully', type: 'success' }]);
    });

    it('shows no success toast for reads, nor for a failed write (only its error)', async () => {
        echoEndpoints();
        mockServer.use(http.post(apiPath('/refused'), () => HttpResponse.json({ code: 500, msg: 'Stock is locked', data: null })));
        const toasts = recordToasts();
        await api.get('/echo');
        await rejectionOf(api.post('/refused', {}));
        expect(toasts.map(toast => toast.type)).toEqual(['error']);
    });
});

describe('httpClient: failures', () => {
    it('rejects a body code other than 200 with the body msg and shows it as an error toast', async () => {
        const toasts = recordToasts();
        mockServer.use(http.post(apiPath('/save'), () => HttpResponse.json({ code: 500, msg: 'Stock is locked', data: null })));

        const error = await rejectionOf(api.post('/save', { a: 1 }));

        expect(error.message).toBe('Stock is locked');
        expect(error.kind).toBe('business');
        expect(error.code).toBe(500);
        expect(toasts).toEqual([{ message: 'Stock is locked', type: 'error', autoHideDuration: 5000, messageArgs: undefined }]);
    });

    it('does not toast when the caller shows errors itself (notifyErrors: false)', async () => {
        const toasts = recordToasts();
        mockServer.use(http.get(apiPath('/quiet'), () => HttpResponse.json({ code: 400, msg: 'Bad input', data: null })));
        const error = await rejectionOf(api.get('/quiet', { notifyErrors: false }));
        expect(error.message).toBe('Bad input');
        expect(toasts).toEqual([]);
    });

    it('shows a network failure with its error text for 5000 ms and rejects', async () => {
        expect(ERROR_TOAST_MS).toBe(5000);
        const toasts = recordToasts();
        mockServer.use(http.get(apiPath('/down'), () => HttpResponse.error()));

        const error = await rejectionOf(api.get('/down'));

        expect(error.kind).toBe('network');
        expect(error.message).toBe('Failed to fetch');
        expect(toasts).toEqual([{ message: 'Failed to fetch', type: 'error', autoHideDuration: 5000, messageArgs: undefined }]);
    });

    it('shows an HTTP failure with its status text for 5000 ms and rejects', async () => {
        const toasts = recordToasts();
        mockServer.use(
            http.get(apiPath('/broken'), () => new HttpResponse('oops', { status: 502, statusText: 'Bad Gateway' })),
        );

        const error = await rejectionOf(api.get('/broken'));

        expect(error.kind).toBe('http');
        expect(error.status).toBe(502);
        expect(error.message).toBe('502 Bad Gateway');
        expect(toasts).toEqual([{ message: '502 Bad Gateway', type: 'error', autoHideDuration: 5000, messageArgs: undefined }]);
    });

    it('uses the envelope msg of an HTTP failure when there is one', async () => {
        const toasts = recordToasts();
        mockServer.use(
            http.get(apiPath('/forbidden'), () => HttpResponse.json({ code: 403, msg: 'No access', data: null }, { status: 403 })),
        );
        const error = await rejectionOf(api.get('/forbidden'));
        expect(error.status).toBe(403);
        expect(error.message).toBe('No access');
        expect(toasts.map(toast => [toast.message, toast.autoHideDuration])).toEqual([['No access', 5000]]);
    });
});

describe('httpClient: timeout', () => {
    const hang = () =>
        mockServer.use(
            http.get(apiPath('/slow'), async () => {
                await delay('infinite');
                return okBody();
            }),
        );

    it('waits REQUEST_TIMEOUT_MS = 30000 ms by default, then rejects with kind timeout and toasts the key for 5000 ms', async () => {
        expect(REQUEST_TIMEOUT_MS).toBe(30_000);
        hang();
        const toasts = recordToasts();
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        let settled = false;
        const outcome = api.get('/slow').finally(() => {
            settled = true;
        });
        const caught = rejectionOf(outcome);

        await vi.advanceTimersByTimeAsync(29_999);
        expect(settled).toBe(false);
        expect(toasts).toEqual([]);

        await vi.advanceTimersByTimeAsync(1);
        const error = await caught;
        expect(settled).toBe(true);
        expect(error.kind).toBe('timeout');
        expect(error.message).toBe(TIMEOUT_MESSAGE_KEY);
        expect(TIMEOUT_MESSAGE_KEY).toBe('oms.http.timeout');
        expect(toasts).toEqual([
            { message: 'oms.http.timeout', type: 'error', autoHideDuration: 5000, messageArgs: { seconds: 30 } },
        ]);
    });

    it('honours a shorter timeoutMs of the call', async () => {
        hang();
        const toasts = recordToasts();
        const error = await rejectionOf(api.get('/slow', { timeoutMs: 20 }));
        expect(error.kind).toBe('timeout');
        expect(error.status).toBe(0);
        expect(toasts.map(toast => toast.message)).toEqual(['oms.http.timeout']);
    });
});

describe('httpClient: cancelPrevious', () => {
    const twoCalls = () => {
        const first = gate();
        let count = 0;
        mockServer.use(
            http.get(apiPath('/search'), async ({ request }) => {
                count += 1;
                const q = new URL(request.url).searchParams.get('q');
                if (q === 'first') await first.opened;
                return okBody(q);
            }),
        );
        return { first, count: () => count };
    };

    it('aborts the earlier in-flight repeat (kind cancelled, no toast) while the later one resolves', async () => {
        const { first, count } = twoCalls();
        const toasts = recordToasts();
        const earlier = api.get('/search', { params: { q: 'first' }, cancelPrevious: true });
        const caught = rejectionOf(earlier);
        await vi.waitFor(() => expect(count()).toBe(1));
        const later = api.get('/search', { params: { q: 'second' }, cancelPrevious: true });

        await expect(later).resolves.toMatchObject({ code: 200, data: 'second' });
        const error = await caught;
        expect(error.kind).toBe('cancelled');
        first.open();
        expect(toasts).toEqual([]);
    });

    it('lets both calls finish without cancelPrevious', async () => {
        const { first, count } = twoCalls();
        const earlier = api.get('/search', { params: { q: 'first' } });
        await vi.waitFor(() => expect(count()).toBe(1));
        const later = api.get('/search', { params: { q: 'second' } });
        await expect(later).resolves.toMatchObject({ data: 'second' });
        first.open();
        await expect(earlier).resolves.toMatchObject({ data: 'first' });
    });

    it('cancels by cancelKey across different URLs', async () => {
        const first = gate();
        mockServer.use(
            http.get(apiPath('/a'), async () => {
                await first.opened;
                return okBody('a');
            }),
            http.get(apiPath('/b'), () => okBody('b')),
        );
        const earlier = rejectionOf(api.get('/a', { cancelPrevious: true, cancelKey: 'lookup' }));
        await expect(api.get('/b', { cancelPrevious: true, cancelKey: 'lookup' })).resolves.toMatchObject({ data: 'b' });
        expect((await earlier).kind).toBe('cancelled');
        first.open();
    });
});

describe('httpClient: request()', () => {
    it('resolves with status, headers and the raw body for non-envelope calls', async () => {
        mockServer.use(
            http.get(apiPath('/raw'), () => HttpResponse.json([{ id: 1 }], { headers: { 'Content-Range': 'raw 0-0/1' } })),
        );
        const response = await request('/raw', { envelope: false });
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Range')).toBe('raw 0-0/1');
        expect(response.body).toEqual([{ id: 1 }]);
    });
});
