/**
 * The README's "The contract the app expects", checked over real HTTP against `npm run mock:api` (a process of its
 * own, not the in-test MSW interception): every call the README lists answers as written, the REST collections
 * follow ra-data-simple-rest, and CORS lets the app's origin call it with credentials and read the headers it needs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockServer } from '../../mock-server/node';
import { startApiServerProcess, type ApiServerProcess } from '../support/apiServerProcess';
import { fillTemplate, loadKit, templateOf, xlsxFile } from '../support/files';
import { NodeFormData, pngFile } from '../support/nodeFiles';

const APP_ORIGIN = 'http://app.oms.test:4173';
const PASSWORD = 'oms-demo';
const SITE = { siteCode: 'in', regionCode: 'IN' };

let server: ApiServerProcess;

interface Answer<T = unknown> {
    status: number;
    headers: Headers;
    body: T;
}
interface Envelope<T = unknown> {
    code: number;
    msg: string;
    data: T;
}
type Row = Record<string, unknown> & { id: number };

interface CallInit {
    method?: string;
    token?: string;
    site?: boolean | string;
    query?: Record<string, unknown>;
    form?: Record<string, string>;
    json?: unknown;
    body?: FormData;
    headers?: Record<string, string>;
}

/** One call as a browser page on APP_ORIGIN makes it (Origin header, the app's headers). */
const call = async <T = unknown>(path: string, init: CallInit = {}): Promise<Answer<T>> => {
    const url = new URL(`${server.url}${path}`);
    Object.entries(init.query ?? {}).forEach(([key, value]) => url.searchParams.set(key, typeof value === 'string' ? value : JSON.stringify(value)));
    const headers: Record<string, string> = { Origin: APP_ORIGIN, ...init.headers };
    if (init.token) headers['x-auth-token'] = init.token;
    if (init.site) Object.assign(headers, init.site === true ? SITE : { siteCode: init.site, regionCode: init.site.toUpperCase() });
    let body: BodyInit | undefined = init.body;
    if (init.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(init.json);
    }
    const response = await fetch(url, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
    const type = response.headers.get('Content-Type') ?? '';
    const parsed = type.includes('json') ? await response.json() : new Uint8Array(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, body: parsed as T };
};

/** A custom call: HTTP 200 and the envelope, whatever the outcome. */
const envelope = async <T = unknown>(path: string, init: CallInit = {}): Promise<Envelope<T>> => {
    const answer = await call<Envelope<T>>(path, init);
    expect(answer.status, path).toBe(200);
    return answer.body;
};

const signIn = async (account = 'admin', password = PASSWORD): Promise<string> => {
    const answer = await envelope<string>('/login', { form: { username: account, password } });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data;
};

const exposed = (headers: Headers) => (headers.get('Access-Control-Expose-Headers') ?? '').split(',').map(name => name.trim().toLowerCase());

/** What the README's table says each call answers, checked. Keys: the calls as the README writes them. */
const CONTRACT: Record<string, () => Promise<void>> = {
    'POST /login': async () => {
        expect(await envelope('/login', { form: { username: 'admin', password: PASSWORD } })).toMatchObject({ code: 200, data: expect.any(String) });
        expect(await envelope('/login', { form: { username: 'admin', password: 'wrong' } })).toMatchObject({ code: 400, msg: 'Incorrect username or password' });
    },
    'GET /userInfo?token=…': async () => {
        const token = await signIn();
        const info = await envelope<Record<string, unknown>>('/userInfo', { query: { token } });
        expect(info.code).toBe(200);
        expect(Object.keys(info.data).sort()).toEqual(['account', 'accountType', 'avatar', 'introduction', 'name', 'roles']);
        expect(info.data).toMatchObject({ account: 'admin', roles: ['admin'] });
    },
    'POST /logout': async () => {
        const token = await signIn();
        expect(await envelope('/logout', { method: 'POST', token })).toMatchObject({ code: 200 });
        expect(await envelope('/userInfo', { query: { token } })).toMatchObject({ code: 401 });
    },
    'POST /sso/basic/listSites': async () => {
        const token = await signIn();
        const sites = await envelope<Record<string, string>[]>('/sso/basic/listSites', { token, json: { appCode: 'oms' } });
        expect(sites.data.map(site => site.siteCode)).toEqual(['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk']);
        expect(sites.data[0]).toEqual({ regionCode: 'IN', siteCode: 'in', siteName: expect.any(String) });
    },
    'GET /sso/basic/listResources': async () => {
        const token = await signIn();
        const answer = await call<Envelope<Record<string, unknown>[]>>('/sso/basic/listResources', { token, site: true });
        expect(answer.body.data.map(row => Object.keys(row).sort())).toContainEqual(['frontendCode', 'id', 'resourceName']);
        expect(answer.body.data.map(row => row.frontendCode)).toContain('factory');
        // The rotated token comes back in a header scripts on the app's origin may read, and it works.
        const rotated = answer.headers.get('x-auth-token')!;
        expect(rotated).not.toBe(token);
        expect(exposed(answer.headers)).toContain('x-auth-token');
        expect(await envelope('/userInfo', { query: { token: rotated } })).toMatchObject({ code: 200 });
    },
    'POST /sso/basic/modifyPassword': async () => {
        const token = await signIn('pm');
        expect(await envelope('/sso/basic/modifyPassword', { token, form: { oldPassword: 'nope', newPassword: 'changed-pw-1' } })).toMatchObject({
            code: 400,
            msg: 'The current password is incorrect',
        });
        expect(await envelope('/sso/basic/modifyPassword', { token, form: { oldPassword: PASSWORD, newPassword: 'changed-pw-1' } })).toMatchObject({ code: 200 });
        expect(await envelope('/login', { form: { username: 'pm', password: 'changed-pw-1' } })).toMatchObject({ code: 200 });
    },
    'GET /b2b/direct/account/agent/info': async () => {
        const info = await envelope<Record<string, unknown>>('/b2b/direct/account/agent/info', { token: await signIn('agent') });
        expect(info).toMatchObject({ code: 200, data: { agentName: expect.any(String), level: expect.any(Number) } });
    },
    'GET /b2b/direct/internet/accountInfo': async () => {
        const info = await envelope<{ roleType: number }>('/b2b/direct/internet/accountInfo', { token: await signIn('agent') });
        expect(info).toMatchObject({ code: 200, data: { roleType: expect.any(Number) } });
    },
    'GET /admin/user/list': async () => {
        const token = await signIn();
        const page = await envelope<{ list: Row[]; total: number; page: number; size: number }>('/admin/user/list', { token, query: { page: '2', size: '5' } });
        expect(page.data).toMatchObject({ page: 2, size: 5 });
        expect(page.data.list).toHaveLength(5);
        expect(page.data.total).toBeGreaterThan(10);
        const found = await envelope<{ list: Row[] }>('/admin/user/list', { token, query: { account: 'finance', role: 'finance', status: 'enabled' } });
        expect(found.data.list.map(user => user.account)).toContain('finance');
    },
    'GET /admin/user/get?id=': async () => {
        const token = await signIn();
        const id = await userId(token, 'audit');
        expect(await envelope('/admin/user/get', { token, query: { id: String(id) } })).toMatchObject({ code: 200, data: { id, account: 'audit' } });
    },
    'POST /admin/user/create': async () => {
        const created = await envelope<Row>('/admin/user/create', { token: await signIn(), form: NEW_USER });
        expect(created).toMatchObject({ code: 200, data: { account: 'api.client', roles: ['csso'], sites: ['in'] } });
    },
    'POST /admin/user/update': async () => {
        const token = await signIn();
        const id = await userId(token, 'audit');
        expect(await envelope('/admin/user/update', { token, form: { id: String(id), name: 'Audit Desk' } })).toMatchObject({ data: { id, name: 'Audit Desk' } });
    },
    'POST /admin/user/status': async () => {
        const token = await signIn();
        const id = await userId(token, 'audit');
        expect(await envelope('/admin/user/status', { token, form: { id: String(id), status: 'disabled' } })).toMatchObject({ data: { id, status: 'disabled' } });
        expect(await envelope('/login', { form: { username: 'audit', password: PASSWORD } })).toMatchObject({ code: 403 });
    },
    'POST /admin/user/resetPassword': async () => {
        const token = await signIn();
        const id = await userId(token, 'audit');
        const reset = await envelope<{ id: number; password: string }>('/admin/user/resetPassword', { token, form: { id: String(id) } });
        expect(reset.data).toEqual({ id, password: expect.any(String) });
        expect(await envelope('/login', { form: { username: 'audit', password: reset.data.password } })).toMatchObject({ code: 200 });
    },
    'POST /admin/user/assignRoles': async () => {
        const token = await signIn();
        const id = await userId(token, 'audit');
        const assigned = await envelope('/admin/user/assignRoles', { token, form: { id: String(id), roles: JSON.stringify(['audit', 'finance']) } });
        expect(assigned).toMatchObject({ code: 200, data: { id, roles: ['audit', 'finance'] } });
    },
    'POST /files/import/{collection}': async () => {
        const token = await signIn();
        const bytes = await fillTemplate(await templateOf(await loadKit('spu')), [
            { spuId: 'SPU-HTTP-1', spuName: 'Over the wire', categoryId: 1, modelCode: 'H1001', status: 'on_shelf' },
        ]);
        const form = new NodeFormData();
        form.append('file', xlsxFile(bytes, 'spu.xlsx'));
        form.append('locale', 'en');
        const started = await envelope<Row>('/files/import/spu', { token, site: true, body: form });
        expect(started).toMatchObject({ code: 200, data: { taskType: 'upload', status: 'pending', collection: 'spu', siteCode: 'in' } });
    },
    'POST /files/export/{collection}': async () => {
        const started = await envelope<Row>('/files/export/spu', {
            token: await signIn(),
            site: true,
            json: { filter: { status: 'on_shelf' }, sort: ['spuId', 'ASC'], columns: [{ source: 'spuId', label: 'SPU ID' }], format: 'csv' },
        });
        expect(started).toMatchObject({ code: 200, data: { taskType: 'download', status: 'pending', collection: 'spu', siteCode: 'in' } });
    },
    'GET /files/download/{taskId}': async () => {
        const token = await signIn();
        const done = await call<Row[]>('/async-tasks', { token, site: true, query: { filter: { status: 'success', taskType: 'download' }, range: [0, 0] } });
        const resultUrl = String(done.body[0].resultUrl);
        expect(resultUrl).toMatch(/^\/files\/download\//);
        const file = await call(resultUrl, { token, site: true });
        expect(file.status).toBe(200);
        expect(file.headers.get('Content-Disposition')).toMatch(/^attachment;/);
        expect(exposed(file.headers)).toContain('content-disposition');
        expect((file.body as Uint8Array).byteLength).toBeGreaterThan(0);
        // The task's site only.
        expect((await call<Envelope>(resultUrl, { token, site: 'cn' })).body).toMatchObject({ code: 404 });
    },
};

const NEW_USER = { account: 'api.client', name: 'API Client', email: 'api.client@oms.example.com', roles: '["csso"]', sites: '["in"]' };

const userId = async (token: string, account: string): Promise<number> => {
    const page = await envelope<{ list: Row[] }>('/admin/user/list', { token, query: { account, size: '50' } });
    return page.data.list.find(user => user.account === account)!.id;
};

/** The calls of the README's contract section, as its tables' first cells name them (`update` after `POST /admin/user/create` is `POST /admin/user/update`). */
const readmeCalls = (): string[] => {
    const readme = readFileSync('README.md', 'utf8');
    const section = readme.slice(readme.indexOf('## The contract the app expects'), readme.indexOf('## The mock backend'));
    return section
        .split('\n')
        .filter(line => line.startsWith('| `'))
        .flatMap(line => {
            let previous = '';
            return [...line.split('|')[1].matchAll(/`([^`]+)`/g)].map(([, name]) => {
                previous = /^[A-Z]+ \//.test(name) ? name : `${previous.slice(0, previous.lastIndexOf('/') + 1)}${name}`;
                return previous;
            });
        });
};

const list = (token: string, resource: string, query: Record<string, unknown>, site: boolean | string = true) =>
    call<Row[]>(`/${resource}`, { token, site, query, headers: { Range: `${resource}=${JSON.stringify(query.range ?? [0, 9]).slice(1, -1).replace(',', '-')}` } });

beforeAll(async () => {
    // This file talks to a real server: MSW's interception of fetch (tests/setup.ts) stays out of the way.
    mockServer.close();
    server = await startApiServerProcess({ origins: [APP_ORIGIN] });
}, 90_000);
afterEach(async () => {
    // Mock only: back to the seed, so each case starts from the same data.
    expect(await envelope('/__reset', { method: 'POST' })).toMatchObject({ code: 200 });
});
afterAll(() => server?.stop());

describe('the README contract over HTTP (npm run mock:api)', () => {
    it('checks every call the README lists, and no other', () => {
        expect(readmeCalls()).toEqual(Object.keys(CONTRACT));
    });

    it.each(Object.keys(CONTRACT))('%s answers as written', name => CONTRACT[name]());
});

describe('REST collections over HTTP (ra-data-simple-rest)', () => {
    it('pages with range and the Range header, sorts and filters on the server, and exposes Content-Range', async () => {
        const token = await signIn();
        const page = await list(token, 'spu', { filter: { status: 'on_shelf' }, range: [5, 9], sort: ['spuId', 'DESC'] });
        expect(page.status).toBe(200);
        const total = Number(/^spu 5-9\/(\d+)$/.exec(page.headers.get('Content-Range') ?? '')?.[1]);
        expect(total).toBeGreaterThan(10);
        expect(page.headers.get('Access-Control-Expose-Headers')).toBe('Content-Range, x-auth-token, Content-Disposition');
        expect(page.body).toHaveLength(5);
        expect(page.body.every(row => row.status === 'on_shelf' && row.siteCode === 'in')).toBe(true);
        const ids = page.body.map(row => String(row.spuId));
        expect(ids).toEqual([...ids].sort().reverse());
    });

    it.each([
        ['field_gte and field_lte', { warrantyMonths_gte: 12, warrantyMonths_lte: 18 }, (row: Row) => Number(row.warrantyMonths) >= 12 && Number(row.warrantyMonths) <= 18],
        ['field_gt and field_lt', { warrantyMonths_gt: 12, warrantyMonths_lt: 18 }, (row: Row) => Number(row.warrantyMonths) > 12 && Number(row.warrantyMonths) < 18],
        ['field_neq', { status_neq: 'on_shelf' }, (row: Row) => row.status !== 'on_shelf'],
        ['field_q (contains)', { spuName_q: 'pro' }, (row: Row) => /pro/i.test(String(row.spuName))],
        ['field (any of a list): getMany', { id: [3, 1, 2] }, (row: Row) => [1, 2, 3].includes(row.id)],
        ['q (full text)', { q: 'SPU00001' }, (row: Row) => JSON.stringify(row).includes('SPU00001')],
    ])('filters with %s', async (_name, filter, holds) => {
        const token = await signIn();
        const answer = await list(token, 'spu', { filter, range: [0, 99] });
        expect(answer.body.length).toBeGreaterThan(0);
        expect(answer.body.filter(row => !holds(row))).toEqual([]);
    });

    it("gives the rows of the request's site", async () => {
        const token = await signIn();
        const cn = await list(token, 'spu', { range: [0, 9] }, 'cn');
        expect(new Set(cn.body.map(row => row.siteCode))).toEqual(new Set(['cn']));
    });

    it('reads, creates, updates and deletes one record (DELETE answers the deleted record)', async () => {
        const token = await signIn();
        const one = await call<Row>('/spu/1', { token, site: true });
        expect(one.body).toMatchObject({ id: 1, spuId: 'SPU000001' });
        const created = await call<Row>('/spu', { token, site: true, json: { ...one.body, id: undefined, spuId: 'SPU-HTTP-9', modelCode: 'H9009' } });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ spuId: 'SPU-HTTP-9', siteCode: 'in' });
        const updated = await call<Row>(`/spu/${created.body.id}`, { method: 'PUT', token, site: true, json: { ...created.body, spuName: 'Renamed over HTTP' } });
        expect(updated.body).toMatchObject({ id: created.body.id, spuName: 'Renamed over HTTP' });
        const deleted = await call<Row>(`/spu/${created.body.id}`, { method: 'DELETE', token, site: true });
        expect(deleted.body).toMatchObject({ id: created.body.id, spuName: 'Renamed over HTTP' });
        expect((await call(`/spu/${created.body.id}`, { token, site: true })).status).toBe(404);
    });

    it('fails with the envelope and a matching status: 401 no token, 403 no code, 400 bad input with field errors, 404', async () => {
        const admin = await signIn();
        const noToken = await call<Envelope>('/spu', { site: true });
        expect([noToken.status, noToken.body.code]).toEqual([401, 401]);
        const denied = await call<Envelope>('/orders', { token: await signIn('activityer'), site: true });
        expect([denied.status, denied.body.code]).toEqual([403, 403]);
        expect(denied.body.msg).toMatch(/^No access: the resource code orders/);
        const one = (await call<Row>('/spu/1', { token: admin, site: true })).body;
        const refused = await call<Envelope & { errors: Record<string, unknown> }>('/spu/1', { method: 'PUT', token: admin, site: true, json: { ...one, spuId: 'SPU000002' } });
        expect(refused.status).toBe(400);
        expect(refused.body.errors).toHaveProperty('spuId');
        const missing = await call<Envelope>('/spu/99999', { token: admin, site: true });
        expect([missing.status, missing.body.code]).toEqual([404, 404]);
    });
});

describe('CORS, uploads and the store over HTTP', () => {
    it("answers the app origin's preflight for the custom headers with credentials, and refuses another origin", async () => {
        const preflight = (origin: string) =>
            fetch(`${server.url}/spu`, {
                method: 'OPTIONS',
                headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'x-auth-token,sitecode,regioncode,datatype,range,content-type' },
            });
        const allowed = await preflight(APP_ORIGIN);
        expect(allowed.status).toBe(204);
        expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
        expect(allowed.headers.get('Access-Control-Allow-Credentials')).toBe('true');
        expect(allowed.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
        const headers = (allowed.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(', ');
        expect(headers).toEqual(expect.arrayContaining(['x-auth-token', 'sitecode', 'regioncode', 'datatype', 'range', 'content-type']));
        const foreign = await preflight('http://elsewhere.test');
        expect(foreign.status).toBe(403);
        expect(foreign.headers.get('Access-Control-Allow-Origin')).toBeNull();
    });

    it('stores an upload (multipart) and serves its bytes at the URL it answers, on this server', async () => {
        const form = new NodeFormData();
        form.append('file', pngFile('over-http.png', 300));
        form.append('folder', 'banners');
        const stored = await envelope<{ url: string; fileName: string }>('/files/upload', { token: await signIn('pm'), body: form });
        expect(stored).toMatchObject({ code: 200, data: { fileName: 'over-http.png', folder: 'banners', fileType: 'png', size: 300 } });
        expect(stored.data.url.startsWith(`${server.url}/files/static/`)).toBe(true);
        const served = await fetch(stored.data.url);
        expect(served.headers.get('Content-Type')).toBe('image/png');
        expect((await served.arrayBuffer()).byteLength).toBe(300);
    });

    it('takes injected faults (mock only) until they are used up, and answers an unknown path with the envelope 404', async () => {
        const token = await signIn();
        await envelope('/__mock/faults', { json: { path: '/userInfo', code: 500, msg: 'User service down', times: 1 } });
        expect(await envelope('/userInfo', { query: { token } })).toEqual({ code: 500, msg: 'User service down', data: null });
        expect(await envelope('/userInfo', { query: { token } })).toMatchObject({ code: 200 });
        const unknown = await call<Envelope>('/no/such/call', { token });
        expect([unknown.status, unknown.body]).toEqual([404, { code: 404, msg: 'GET /api/no/such/call not found', data: null }]);
    });

    it('keeps writes while it runs; POST /api/__reset and a stop and start both go back to the same seed', async () => {
        const read = async () => (await list(await signIn(), 'spu', { range: [0, 4], sort: ['id', 'ASC'] })).body;
        const seeded = await read();
        const token = await signIn();
        await call('/spu/1', { method: 'PUT', token, site: true, json: { ...seeded[0], spuName: 'Kept while running' } });
        expect((await read())[0].spuName).toBe('Kept while running');
        await envelope('/__reset', { method: 'POST' });
        expect(await read()).toEqual(seeded);

        await call('/spu/1', { method: 'PUT', token: await signIn(), site: true, json: { ...seeded[0], spuName: 'Gone after a restart' } });
        await server.stop();
        server = await startApiServerProcess({ origins: [APP_ORIGIN] });
        expect(await read()).toEqual(seeded);
    }, 90_000);
});
