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
import { isAllowed } from '../../resources/kit/activityStatus';

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
        expect(sites.data.map(site => site.siteCode)).toEqual(['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk', 'tr']);
        expect(sites.data.at(-1)).toEqual({ regionCode: 'TR', siteCode: 'tr', siteName: 'Türkiye' });
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
    'GET /dashboard/summary': async () => {
        const token = await signIn();
        const summary = await envelope<{ siteCode: string; cards: { key: string; path: string; filter: Record<string, unknown>; count: number }[] }>('/dashboard/summary', { token, site: true });
        expect(summary).toMatchObject({ code: 200, data: { siteCode: 'in' } });
        const pending = summary.data.cards.find(card => card.key === 'orders_pending_review')!;
        expect(pending).toMatchObject({ path: '/orders/index', filter: { reviewStatus: 'pending' } });
        // The count is the total of the card's list under its filter.
        const orders = await call<Row[]>('/orders', { token, site: true, query: { filter: pending.filter, range: [0, 0] } });
        expect(orders.headers.get('Content-Range')).toMatch(new RegExp(`/${pending.count}$`));
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

/** Sessions of this server end after this long without a call (issue 19, point 9: a short one for tests). */
const IDLE_SECONDS = 3;

beforeAll(async () => {
    // This file talks to a real server: MSW's interception of fetch (tests/setup.ts) stays out of the way.
    mockServer.close();
    server = await startApiServerProcess({ origins: [APP_ORIGIN], settings: { OMS_MOCK_ADMIN: '1', OMS_MOCK_IDLE_SECONDS: String(IDLE_SECONDS) } });
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
        // The seeded pictures are served by the server, on its own origin (a new one after a restart).
        const read = async () => JSON.parse(JSON.stringify((await list(await signIn(), 'spu', { range: [0, 4], sort: ['id', 'ASC'] })).body).replaceAll(server.origin, '')) as Row[];
        const seeded = await read();
        const token = await signIn();
        await call('/spu/1', { method: 'PUT', token, site: true, json: { ...seeded[0], spuName: 'Kept while running' } });
        expect((await read())[0].spuName).toBe('Kept while running');
        await envelope('/__reset', { method: 'POST' });
        expect(await read()).toEqual(seeded);

        await call('/spu/1', { method: 'PUT', token: await signIn(), site: true, json: { ...seeded[0], spuName: 'Gone after a restart' } });
        await server.stop();
        server = await startApiServerProcess({ origins: [APP_ORIGIN], settings: { OMS_MOCK_ADMIN: '1', OMS_MOCK_IDLE_SECONDS: String(IDLE_SECONDS) } });
        expect(await read()).toEqual(seeded);
    }, 90_000);
});

/** A refused REST write: its status, body code, message and the fields its errors name. */
const refusal = async (path: string, init: CallInit) => {
    const answer = await call<Envelope & { errors?: Record<string, string> }>(path, init);
    return { status: answer.status, code: answer.body.code, msg: answer.body.msg, fields: Object.keys(answer.body.errors ?? {}) };
};

const put = (token: string, path: string, json: unknown, site: boolean | string = true) => call<Row>(path, { method: 'PUT', token, site, json });

describe('the contract, strict (issue 19) over HTTP', () => {
    it('1. no escalation: an account grants only codes it holds, only admin changes the admin role or its own roles, and an admin always remains', async () => {
        const editor = await signIn('editor');
        const editorRole = (await call<Row[]>('/roles', { token: editor, query: { filter: { roleCode: 'editor' } } })).body[0];
        // Adding codes the editor does not hold to its own role, or to another role, is refused; so is touching admin's.
        expect(await refusal(`/roles/${editorRole.id}`, { method: 'PUT', token: editor, json: { ...editorRole, resources: [...(editorRole.resources as string[]), 'permission:user/add'] } })).toMatchObject({
            status: 403,
            msg: 'Only an administrator can change a role they hold themselves',
        });
        const csso = (await call<Row[]>('/roles', { token: editor, query: { filter: { roleCode: 'csso' } } })).body[0];
        expect(await refusal(`/roles/${csso.id}`, { method: 'PUT', token: editor, json: { ...csso, resources: [...(csso.resources as string[]), 'permission:user/add'] } })).toEqual({
            status: 403,
            code: 403,
            msg: 'You can grant only resource codes you hold yourself: permission:user/add',
            fields: ['resources'],
        });
        const adminRole = (await call<Row>('/roles/1', { token: editor })).body;
        expect(adminRole.roleCode).toBe('admin');
        expect(await refusal('/roles/1', { method: 'PUT', token: editor, json: { ...adminRole, resources: [] } })).toMatchObject({ status: 403, msg: 'Only an administrator can change the admin role' });
        // Nothing changed: admin still reaches its screens.
        const admin = await signIn();
        expect((await call('/admin/user/list', { token: admin })).body).toMatchObject({ code: 200 });
        // Even admin cannot strip the admin role's codes.
        expect(await refusal('/roles/1', { method: 'PUT', token: admin, json: { ...adminRole, resources: ['dashboard'] } })).toMatchObject({ status: 400, fields: ['resources'] });
        // Assigning admin (or a role holding codes beyond one's own) is refused to a non-admin; the last admin keeps admin.
        const adminId = await userId(admin, 'admin');
        const auditId = await userId(admin, 'audit');
        expect(await envelope('/admin/user/assignRoles', { token: admin, form: { id: String(adminId), roles: 'editor' } })).toMatchObject({
            code: 400,
            msg: 'Roles: This is the last enabled administrator: the system must keep one',
        });
        expect(await envelope('/admin/user/status', { token: await signIn('admin'), form: { id: String(adminId), status: 'disabled' } })).toMatchObject({ code: 400 });
        expect(await envelope('/admin/user/create', { token: admin, form: { ...NEW_USER, roles: 'admin' } })).toMatchObject({ code: 200 });
        expect((await envelope('/admin/user/assignRoles', { token: admin, form: { id: String(auditId), roles: 'audit,finance' } })).code).toBe(200);
    });

    it('2. a write whose field does not match its type answers 400 naming the field, and stores nothing', async () => {
        const token = await signIn();
        const template = (await call<Row>('/coupon-templates/1', { token, site: true })).body;
        for (const [field, value] of [['name', { a: 1 }], ['limitedTimes', [5]], ['name', 12], ['status', ['active']]] as const) {
            expect(await refusal('/coupon-templates/1', { method: 'PUT', token, site: true, json: { ...template, [field]: value } }), `${field}: ${JSON.stringify(value)}`).toMatchObject({ status: 400, fields: [field] });
        }
        expect(await refusal('/coupon-templates/1', { method: 'PUT', token, site: true, json: { ...template, name: { a: 1 } } })).toMatchObject({ msg: 'This value is not of the right kind for this field' });
        expect((await call<Row>('/coupon-templates/1', { token, site: true })).body).toEqual(template);
    });

    it('3. a field the description does not know is refused, naming it', async () => {
        const token = await signIn();
        const template = (await call<Row>('/coupon-templates/1', { token, site: true })).body;
        expect(await refusal('/coupon-templates/1', { method: 'PUT', token, site: true, json: { ...template, fuzzUnknownField: 'planted', isAdmin: true } })).toEqual({
            status: 400,
            code: 400,
            msg: 'fuzzUnknownField: This field is not part of the record',
            fields: ['fuzzUnknownField', 'isAdmin'],
        });
        expect((await call<Row>('/coupon-templates/1', { token, site: true })).body).not.toHaveProperty('fuzzUnknownField');
    });

    it('4. the fields the server keeps are set by the server, whatever the body says', async () => {
        const token = await signIn();
        const before = Date.now();
        const one = (await call<Row>('/coupon-templates/1', { token, site: true })).body;
        const forged = { createTime: '2001-01-01T00:00:00.000Z', updateTime: '2001-01-01T00:00:00.000Z', siteCode: 'cn' };
        const updated = (await put(token, '/coupon-templates/1', { ...one, ...forged })).body;
        expect(updated.createTime).toBe(one.createTime);
        expect(Date.parse(String(updated.updateTime))).toBeGreaterThanOrEqual(before - 1000);
        expect(updated.siteCode).toBe('in');
        // An activity's last operator is whoever saved it (an activity is edited while not started or paused).
        const name = (await envelope<{ name: string }>('/userInfo', { query: { token } })).data.name;
        const activities = (await call<Row[]>('/cardless-emi-activities', { token, site: true, query: { range: [0, 999] } })).body;
        const activity = activities.find(row => isAllowed('edit', row.status))!;
        const edited = await put(token, `/cardless-emi-activities/${activity.id}`, { ...activity, lastOperator: 'Mallory', createTime: '2001-01-01T00:00:00.000Z' });
        expect(edited.status).toBe(200);
        expect(edited.body).toMatchObject({ lastOperator: name, createTime: activity.createTime });
    });

    it('5. a reference to a record that does not exist, or of another site, answers 400 naming the field', async () => {
        const token = await signIn();
        const sku = (await call<Row>('/skus/1', { token, site: true })).body;
        const cnSpu = (await call<Row[]>('/spu', { token, site: 'cn', query: { range: [0, 0] } })).body[0];
        for (const spuId of [987654321, cnSpu.id]) {
            expect(await refusal('/skus/1', { method: 'PUT', token, site: true, json: { ...sku, spuId } })).toEqual({ status: 400, code: 400, msg: 'No such record on this site', fields: ['spuId'] });
            const { id: _id, ...copy } = sku;
            expect((await refusal('/skus', { token, site: true, json: { ...copy, spuId } })).fields).toContain('spuId');
        }
        expect((await call<Row>('/skus/1', { token, site: true })).body.spuId).toBe(sku.spuId);
        const emi = (await call<Row[]>('/cardless-emi-activities', { token, site: true, query: { range: [0, 999] } })).body.find(row => isAllowed('edit', row.status))!;
        expect(await refusal(`/cardless-emi-activities/${emi.id}`, { method: 'PUT', token, site: true, json: { ...emi, skuIds: [987654321] } })).toMatchObject({ status: 400, fields: ['skuIds'] });
    });

    it('6. bodies and search text are bounded, and the longest search allowed is answered', async () => {
        const token = await signIn();
        const big = await call<Envelope>('/spu/1', { method: 'PUT', token, site: true, json: { fuzzBlob: 'x'.repeat(5 * 1024 * 1024) } });
        expect([big.status, big.body.code]).toEqual([413, 413]);
        expect(big.body.msg).toMatch(/^Payload too large/);
        const long = 'ab'.repeat(50_000);
        const exported = await envelope('/files/export/orders', { token, site: true, json: { filter: { q: long }, columns: [{ source: 'orderId', label: 'Order' }], format: 'csv' } });
        expect(exported).toMatchObject({ code: 400, msg: 'Bad request: the search text of q is longer than 500 characters' });
        const listed = await call<Envelope>('/orders', { token, site: true, query: { filter: { orderId_q: 'ab'.repeat(500) }, range: [0, 9] } });
        expect([listed.status, listed.body]).toEqual([400, { code: 400, msg: 'Bad request: the search text of orderId_q is longer than 500 characters', data: null }]);
        // A query string past what the server reads at all is refused before any handler (HTTP 431).
        expect((await call('/orders', { token, site: true, query: { filter: { q: long }, range: [0, 9] } })).status).toBe(431);
        // The longest search allowed, over every order of the site, is answered (how fast is the benchmark's to say).
        const searched = await call<Row[]>('/orders', { token, site: true, query: { filter: { q: 'z'.repeat(500), orderId_q: 'y'.repeat(500) }, range: [0, 9] } });
        expect([searched.status, searched.body]).toEqual([200, []]);
    });

    it('7. a null or malformed body answers 400 with the reason; nothing answers a stack trace', async () => {
        const token = await signIn();
        const raw = (path: string, body: string, withToken = true) =>
            call<Envelope>(path, { method: 'POST', token: withToken ? token : undefined, site: true, headers: { 'Content-Type': 'application/json' }, body: body as unknown as FormData });
        for (const [path, withToken] of [['/login', false], ['/sso/basic/listSites', true], ['/sso/basic/modifyPassword', true], ['/prize/coupon-templates/1/codes', true], ['/admin/user/create', true]] as const) {
            const answer = await raw(path, 'null', withToken);
            expect([answer.status, answer.body], path).toEqual([200, { code: 400, msg: 'Bad request: the body must be a JSON object', data: null }]);
            expect((await raw(path, '{"broken', withToken)).body, path).toMatchObject({ code: 400, msg: 'Bad request: the body is not valid JSON' });
        }
        expect((await raw('/admin/user/create', '{"account":["fz"]}')).body).toMatchObject({ code: 400, msg: 'Bad request: account must be text' });
        expect((await raw('/admin/user/create', '{"name":{"a":1}}')).body).toMatchObject({ code: 400, msg: 'Bad request: name must be text' });
        expect((await raw('/admin/user/update', '{"id":"2","name":123}')).body).toMatchObject({ code: 400, msg: 'Bad request: name must be text' });
        expect((await call<Envelope>('/spu', { method: 'POST', token, site: true, headers: { 'Content-Type': 'application/json' }, body: 'null' as unknown as FormData })).status).toBe(400);
    });

    it('8. the account decides who sees test orders: the dataType header cannot widen it', async () => {
        const totalOf = (answer: Answer) => Number(answer.headers.get('Content-Range')?.split('/')[1]);
        const admin = await signIn();
        const live = await call<Row[]>('/orders', { token: admin, site: true, query: { range: [0, 9] }, headers: { dataType: '1' } });
        expect(totalOf(live)).toBe(12_500);
        expect(live.body.every(row => row.dataType === 0)).toBe(true);
        const qa = await signIn('qa');
        const test = await call<Row[]>('/orders', { token: qa, site: true, query: { range: [0, 9] }, headers: { dataType: '0' } });
        expect(totalOf(test)).toBe(625);
        expect(test.body.every(row => row.dataType === 1)).toBe(true);
    });

    it('9. tokens are random, sessions end when idle, 5 wrong passwords lock the account for a while', async () => {
        const tokens = await Promise.all([signIn(), signIn(), signIn('qa')]);
        for (const token of tokens) expect(token).toMatch(/^[0-9a-f]{48}$/);
        expect(new Set(tokens).size).toBe(3);
        expect(tokens.some(token => token.includes('admin') || token.includes('qa'))).toBe(false);
        // An idle session ends: the next call answers 401 (and the token stays ended).
        const idle = tokens[0];
        await new Promise(resolve => setTimeout(resolve, (IDLE_SECONDS + 0.5) * 1000));
        expect(await envelope('/userInfo', { query: { token: idle } })).toMatchObject({ code: 401 });
        expect(await envelope('/userInfo', { query: { token: await signIn() } })).toMatchObject({ code: 200 });
        // Five wrong passwords in a row: refused, then even the right password is refused for a while.
        for (let attempt = 1; attempt < 5; attempt += 1) expect(await envelope('/login', { form: { username: 'pm', password: 'wrong' } })).toMatchObject({ code: 400 });
        const locked = { code: 423, msg: 'Too many wrong passwords: this account is locked for 15 minutes. Try again later, or ask an administrator to reset the password.' };
        expect(await envelope('/login', { form: { username: 'pm', password: 'wrong' } })).toMatchObject(locked);
        expect(await envelope('/login', { form: { username: 'pm', password: PASSWORD } })).toMatchObject(locked);
        expect(await envelope('/login', { form: { username: 'os', password: PASSWORD } })).toMatchObject({ code: 200 });
    }, 20_000);

    it('9. the test-only calls answer only when the server is started with OMS_MOCK_ADMIN=1', async () => {
        const plain = await startApiServerProcess({ origins: [APP_ORIGIN], settings: {} });
        try {
            const at = (path: string, init: RequestInit = {}) => fetch(`${plain.url}${path}`, init).then(async response => [response.status, (await response.json()).code]);
            expect(await at('/__reset', { method: 'POST' })).toEqual([404, 404]);
            expect(await at('/__mock/faults', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"path":"/userInfo","code":500}' })).toEqual([404, 404]);
            expect(await at('/analytics/pageviews')).toEqual([404, 404]);
        } finally {
            await plain.stop();
        }
    }, 90_000);

    it('10. a range past the end, or not of plain integers, never answers exponent notation', async () => {
        const token = await signIn();
        const huge = await call<Envelope>('/orders', { token, site: true, query: { range: [1e21, 1e21] } });
        expect([huge.status, huge.body.msg]).toEqual([400, 'Bad request: range has the wrong shape']);
        const past = await call<Row[]>('/spu', { token, site: true, query: { range: [100_000, 100_009] } });
        expect(past.status).toBe(200);
        expect(past.body).toEqual([]);
        expect(past.headers.get('Content-Range')).toMatch(/^spu 100000-100000\/\d+$/);
    });

    it('11. a picture or link field takes only an http(s) address or a site path', async () => {
        const token = await signIn();
        const store = (await call<Row[]>('/store-addresses', { token, site: true, query: { range: [0, 0] } })).body[0];
        const ranking = (await call<Row[]>('/ranking-lists', { token, site: true, query: { range: [0, 0] } })).body[0];
        for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x.png', ' JAVASCRIPT:alert(1)']) {
            expect(await refusal(`/store-addresses/${store.id}`, { method: 'PUT', token, site: true, json: { ...store, image: bad } }), bad).toMatchObject({ status: 400, fields: ['image'] });
            expect(await refusal(`/ranking-lists/${ranking.id}`, { method: 'PUT', token, site: true, json: { ...ranking, headerImageMobile: bad } }), bad).toMatchObject({
                status: 400,
                msg: 'Only an http(s) address or a path of this site (starting with /)',
            });
        }
        for (const good of ['https://cdn.example.com/a.png', '/api/files/static/1/a.png']) {
            expect((await put(token, `/store-addresses/${store.id}`, { ...store, image: good })).body.image).toBe(good);
        }
    });
});
