/**
 * The generic REST engine in the ra-data-simple-rest contract: list (sort, range, filter, Content-Range), the site
 * and data-type scopes, one-record CRUD, and bad input answered with a 4xx envelope, never a crash.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, expectRestFailure, signIn, totalOf, type CallInit, type Envelope } from './client';

type Row = { id: number } & Record<string, unknown>;

// Coupon templates are a kit resource with rules now (tests/mock-server/kitCollections.test.ts, prize.test.ts).
const COLLECTIONS = ['orders', 'template-rows', 'async-tasks'] as const;
/** Those a plain write changes: an order changes only through its own actions (tests/mock-server/orders.test.ts). */
const WRITABLE = ['template-rows', 'async-tasks'] as const;

// Whole-site lists of orders are 12,500 rows: on a busy machine a test here takes longer than the default.
vi.setConfig({ testTimeout: 120_000 });

let admin: string;
beforeEach(async () => {
    admin = await signIn('admin');
});

const list = (name: string, query: Record<string, unknown> = {}, init: CallInit = {}) =>
    call<Row[]>(`/${name}`, { token: admin, site: 'in', ...init, query: { filter: {}, ...query } });

/** Every row of a filtered list, one call with a range large enough. */
const all = async (name: string, filter: Record<string, unknown> = {}, init: CallInit = {}) => {
    // Large enough for a site's 12,500 orders.
    const result = await list(name, { filter, range: [0, 99_999] }, init);
    expect(result.status).toBe(200);
    expect(result.body.length).toBe(totalOf(result.headers));
    return result.body;
};

describe('GET list: sort, range and Content-Range', () => {
    it('answers 10 orders sorted by amount with Content-Range orders 0-9/<total> exposed', async () => {
        const result = await list('orders', { sort: ['orderAmount', 'DESC'], range: [0, 9] });
        expect(result.status).toBe(200);
        expect(result.body).toHaveLength(10);
        const amounts = result.body.map(row => row.orderAmount as number);
        expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
        const total = totalOf(result.headers);
        expect(result.headers.get('Content-Range')).toBe(`orders 0-9/${total}`);
        expect(result.headers.get('Access-Control-Expose-Headers')).toMatch(/Content-Range/i);
        // The top 10 of the whole site, not of some page.
        const everything = await all('orders');
        expect(everything).toHaveLength(total);
        const max = Math.max(...everything.map(row => row.orderAmount as number));
        expect(amounts[0]).toBe(max);
        const ascending = await list('orders', { sort: ['orderAmount', 'ASC'], range: [0, 9] });
        const up = ascending.body.map(row => row.orderAmount as number);
        expect(up).toEqual([...up].sort((a, b) => a - b));
        expect(up[0]).toBe(Math.min(...everything.map(row => row.orderAmount as number)));
    });

    for (const name of COLLECTIONS) {
        it(`${name}: pages are disjoint and cover the total exactly`, async () => {
            const first = await list(name, { sort: ['id', 'ASC'], range: [0, 4] });
            expect(first.status).toBe(200);
            const total = totalOf(first.headers);
            // More than one page of 5 (the developer template's rows are 7 or 8 a site).
            expect(total).toBeGreaterThan(5);
            expect(first.headers.get('Content-Range')).toBe(`${name} 0-4/${total}`);
            const seen = new Set<number>();
            // Pages of 5, or of a twentieth of the total for a large collection (a site's 12,500 orders).
            const size = Math.max(5, Math.ceil(total / 20));
            for (let start = 0; start < total; start += size) {
                const page = await list(name, { sort: ['id', 'ASC'], range: [start, start + size - 1] });
                const end = Math.min(start + size - 1, total - 1);
                expect(page.headers.get('Content-Range')).toBe(`${name} ${start}-${end}/${total}`);
                expect(page.body).toHaveLength(end - start + 1);
                for (const row of page.body) {
                    expect(seen.has(row.id), `${name} id ${row.id} on two pages`).toBe(false);
                    seen.add(row.id);
                }
            }
            expect(seen.size).toBe(total);
        });
    }

    it('answers an empty page past the end, with the total', async () => {
        const total = totalOf((await list('orders', { range: [0, 0] })).headers);
        const past = await list('orders', { range: [total + 10, total + 19] });
        expect(past.status).toBe(200);
        expect(past.body).toEqual([]);
        expect(totalOf(past.headers)).toBe(total);
    });
});

describe('GET list: filters', () => {
    it('equality', async () => {
        const everything = await all('orders');
        const paid = await all('orders', { orderStatus: 'paid' });
        expect(paid.length).toBeGreaterThan(0);
        expect(paid.length).toBeLessThan(everything.length);
        expect(paid.every(row => row.orderStatus === 'paid')).toBe(true);
        expect(paid.length).toBe(everything.filter(row => row.orderStatus === 'paid').length);
        const booleans = await all('orders', { inviteOrder: true });
        expect(booleans.length).toBe(everything.filter(row => row.inviteOrder === true).length);
    });

    it('a list of ids (getMany) answers exactly those rows', async () => {
        const page = await list('orders', { sort: ['id', 'DESC'], range: [0, 4] });
        const ids = page.body.slice(0, 3).map(row => row.id);
        const many = await all('orders', { id: ids });
        expect(many.map(row => row.id).sort()).toEqual([...ids].sort());
        // Ids of another site are not answered through this one.
        const other = await list('orders', { range: [0, 0] }, { site: 'cn' });
        const foreign = other.body[0].id;
        expect((await all('orders', { id: [...ids, foreign] })).map(row => row.id).sort()).toEqual([...ids].sort());
        expect(await all('orders', { id: [] })).toEqual([]);
    });

    it('q searches the text of every field, nested lines included, case-insensitively', async () => {
        // A delivered order: its lines carry the handsets' IMEIs (a GTIN is the SKU's, shared by its orders).
        const [target] = (await list('orders', { filter: { orderStatus: 'delivered' }, range: [7, 7], sort: ['id', 'ASC'] })).body;
        const byOrderId = await all('orders', { q: String(target.orderId).toLowerCase() });
        expect(byOrderId.map(row => row.id)).toEqual([target.id]);

        const mumbai = await all('orders', { q: 'mumbai' });
        expect(mumbai.length).toBeGreaterThan(0);
        expect(mumbai.every(row => JSON.stringify(row).toLowerCase().includes('mumbai'))).toBe(true);

        const imei = (target.lines as { imei: string }[])[0].imei;
        expect((await all('orders', { q: imei })).map(row => row.id)).toEqual([target.id]);
    });

    it('q matches values, not field names', async () => {
        // Every order has a `lines[].giftFlag` key and an `inviteOrder` key; neither is text of the record.
        expect(await all('orders', { q: 'giftFlag' })).toEqual([]);
        expect(await all('orders', { q: 'trackingNumber' })).toEqual([]);
        expect(await all('coupon-templates', { q: 'templateCode' })).toEqual([]);
    });

    it('_gte and _lte bound numbers and dates, and together with _lt they split the rows', async () => {
        const everything = await all('orders');
        // Bounds inside the site's amounts (its lower and upper quartile), whatever the catalogue's prices.
        const amounts = everything.map(row => row.orderAmount as number).sort((a, b) => a - b);
        const [from, to] = [amounts[Math.floor(amounts.length / 4)], amounts[Math.floor((amounts.length * 3) / 4)]];
        const range = await all('orders', { orderAmount_gte: from, orderAmount_lte: to });
        expect(range.length).toBeGreaterThan(0);
        expect(range.every(row => (row.orderAmount as number) >= from && (row.orderAmount as number) <= to)).toBe(true);
        expect(range.length).toBe(everything.filter(row => (row.orderAmount as number) >= from && (row.orderAmount as number) <= to).length);
        const high = await all('orders', { orderAmount_gte: to });
        const low = await all('orders', { orderAmount_lt: to });
        expect(high.length + low.length).toBe(everything.length);

        const since = '2026-10-01T00:00:00.000Z';
        const recent = await all('orders', { orderTime_gte: since });
        expect(recent.length).toBeGreaterThan(0);
        expect(recent.every(row => (row.orderTime as string) >= since)).toBe(true);
        expect(recent.length).toBe(everything.filter(row => (row.orderTime as string) >= since).length);
    });

    it('_gte and _lte never match a row whose field is empty (unpaid orders have no paid time)', async () => {
        const everything = await all('orders');
        const paidOnes = everything.filter(row => row.paidTime !== null && row.paidTime !== undefined);
        expect(paidOnes.length).toBeLessThan(everything.length);
        const before = await all('orders', { paidTime_lte: '2099-01-01T00:00:00.000Z' });
        expect(before.map(row => row.id).sort()).toEqual(paidOnes.map(row => row.id).sort());
        const after = await all('orders', { paidTime_gte: '2000-01-01T00:00:00.000Z' });
        expect(after.length).toBe(paidOnes.length);
    });

    it('_q is a case-insensitive substring match on one field only', async () => {
        const hits = await all('orders', { email_q: 'PRIYA' });
        expect(hits.length).toBeGreaterThan(0);
        expect(hits.every(row => (row.email as string).toLowerCase().includes('priya'))).toBe(true);
        // "Mumbai" is a city, not an e-mail.
        expect(await all('orders', { email_q: 'mumbai' })).toEqual([]);
        const tasks = await all('async-tasks', { fileName_q: 'EXPORT' });
        expect(tasks.length).toBeGreaterThan(0);
        expect(tasks.every(row => (row.fileName as string).includes('export'))).toBe(true);
    });
});

describe('site and data-type scoping', () => {
    for (const name of COLLECTIONS) {
        it(`${name}: rows carry the request's site; another site answers other rows`, async () => {
            const inRows = await all(name);
            const cnRows = await all(name, {}, { site: 'cn' });
            expect(inRows.length).toBeGreaterThan(0);
            expect(cnRows.length).toBeGreaterThan(0);
            expect(inRows.every(row => row.siteCode === 'in')).toBe(true);
            expect(cnRows.every(row => row.siteCode === 'cn')).toBe(true);
            const inIds = new Set(inRows.map(row => row.id));
            expect(cnRows.some(row => inIds.has(row.id))).toBe(false);
        });

        it(`${name}: a filter cannot leave the site`, async () => {
            const escaped = await all(name, { siteCode: 'cn' });
            expect(escaped.every(row => row.siteCode === 'in')).toBe(true);
            expect(await all(name, { siteCode_neq: 'in' })).toEqual([]);
        });

        it(`${name}: no site header, or a site the account lacks, is HTTP 400 with the envelope`, async () => {
            const noSite = await call(`/${name}`, { token: admin });
            expectRestFailure(noSite, 400);
            const agent = await signIn('agent');
            expect((await call(`/${name}`, { token: agent, site: 'in' })).status).toBe(200);
            expectRestFailure(await call(`/${name}`, { token: agent, site: 'cn' }), 400);
            const unknownSite = await call(`/${name}`, { token: admin, site: 'zz' });
            expectRestFailure(unknownSite, 400);
        });

        it(`${name}: a record of another site is not found through this one`, async () => {
            const [foreign] = (await list(name, { range: [0, 0] }, { site: 'cn' })).body;
            expectRestFailure(await call(`/${name}/${foreign.id}`, { token: admin, site: 'in' }), 404);
            expectRestFailure(
                await call(`/${name}/${foreign.id}`, { token: admin, site: 'in', method: 'PUT', json: { remark: 'x' } }),
                404,
            );
            expectRestFailure(await call(`/${name}/${foreign.id}`, { token: admin, site: 'in', method: 'DELETE' }), 404);
            expect((await call(`/${name}/${foreign.id}`, { token: admin, site: 'cn' })).status).toBe(200);
        });
    }

    it('orders: the account decides the data type (qa: test rows only, others: live only), whatever the dataType header says', async () => {
        const qa = await signIn('qa');
        for (const site of ['in', 'id', 'cn', 'eu', 'es', 'it', 'fr', 'uk']) {
            const test = await all('orders', {}, { site, token: qa, dataType: 0 });
            // The first page of live rows, and the total (a site has 12,500 live orders).
            const live = await list('orders', { sort: ['id', 'ASC'], range: [0, 99] }, { site, dataType: 1 });
            const unspecified = await list('orders', { sort: ['id', 'ASC'], range: [0, 99] }, { site });
            expect(test.length, `test orders on ${site}`).toBeGreaterThan(0);
            expect(test.every(row => row.dataType === 1)).toBe(true);
            expect(live.body.every(row => row.dataType === 0)).toBe(true);
            expect(unspecified.body.map(row => row.id)).toEqual(live.body.map(row => row.id));
            expect(totalOf(unspecified.headers)).toBe(totalOf(live.headers));
            expect(totalOf(live.headers)).toBeGreaterThan(test.length);
            // A test order is not reachable by a live account, whatever it sends, nor a live one by qa, nor by filtering.
            expectRestFailure(await call(`/orders/${test[0].id}`, { token: admin, site, dataType: 1 }), 404);
            expect((await call(`/orders/${test[0].id}`, { token: qa, site })).status).toBe(200);
            expectRestFailure(await call(`/orders/${live.body[0].id}`, { token: qa, site, dataType: 0 }), 404);
            const escaped = await list('orders', { filter: { dataType: 1 }, range: [0, 99] }, { site, dataType: 1 });
            expect(escaped.body.every(row => row.dataType === 0)).toBe(true);
            expect(totalOf(escaped.headers)).toBe(totalOf(live.headers));
        }
    });

    it('coupon templates are not split by data type', async () => {
        const live = await all('coupon-templates', {}, { dataType: 0 });
        const test = await all('coupon-templates', {}, { dataType: 1 });
        expect(test.map(row => row.id)).toEqual(live.map(row => row.id));
    });
});

describe('one record: GET, POST, PUT, DELETE', () => {
    for (const name of COLLECTIONS) {
        it(`${name}: GET /:id answers the record of the list`, async () => {
            const [row] = (await list(name, { range: [3, 3], sort: ['id', 'ASC'] })).body;
            const one = await call<Row>(`/${name}/${row.id}`, { token: admin, site: 'in' });
            expect(one.status).toBe(200);
            expect(one.body).toEqual(row);
        });
    }

    for (const name of WRITABLE) {
        it(`${name}: POST creates (201, a new id, the request's site), then lists and reads it`, async () => {
            const before = totalOf((await list(name, { range: [0, 0] })).headers);
            const maxId = Math.max(...(await all(name, {}, { site: 'cn' })).map(row => row.id), ...(await all(name)).map(row => row.id));
            const created = await call<Row>(`/${name}`, {
                token: admin,
                site: 'in',
                json: { id: 1, remark: 'created by test', siteCode: 'cn', name: 'Test record' },
            });
            expect(created.status).toBe(201);
            expect(created.body.id).not.toBe(1);
            expect(created.body.id).toBeGreaterThan(maxId);
            expect(created.body).toMatchObject({ remark: 'created by test', siteCode: 'in', name: 'Test record' });
            const read = await call<Row>(`/${name}/${created.body.id}`, { token: admin, site: 'in' });
            expect(read.body).toEqual(created.body);
            const after = await list(name, { range: [0, 0] });
            expect(totalOf(after.headers)).toBe(before + 1);
            // Record 1 is untouched.
            const first = await call<Row>(`/${name}/1`, { token: admin, site: 'in' });
            expect(first.body.remark).not.toBe('created by test');
        });

        it(`${name}: PUT /:id merges the given fields and keeps the id and the site`, async () => {
            const [row] = (await list(name, { range: [1, 1], sort: ['id', 'ASC'] })).body;
            const updated = await call<Row>(`/${name}/${row.id}`, {
                token: admin,
                site: 'in',
                method: 'PUT',
                json: { id: 99999, remark: 'edited', siteCode: 'cn' },
            });
            expect(updated.status).toBe(200);
            expect(updated.body).toEqual({ ...row, remark: 'edited' });
            const read = await call<Row>(`/${name}/${row.id}`, { token: admin, site: 'in' });
            expect(read.body).toEqual({ ...row, remark: 'edited' });
            expectRestFailure(await call(`/${name}/99999`, { token: admin, site: 'in' }), 404);
        });

        it(`${name}: DELETE /:id answers the record, then it is gone`, async () => {
            const [row] = (await list(name, { range: [2, 2], sort: ['id', 'ASC'] })).body;
            const before = totalOf((await list(name, { range: [0, 0] })).headers);
            const deleted = await call<Row>(`/${name}/${row.id}`, { token: admin, site: 'in', method: 'DELETE' });
            expect(deleted.status).toBe(200);
            expect(deleted.body).toEqual(row);
            expectRestFailure(await call(`/${name}/${row.id}`, { token: admin, site: 'in' }), 404);
            expectRestFailure(await call(`/${name}/${row.id}`, { token: admin, site: 'in', method: 'DELETE' }), 404);
            expect(totalOf((await list(name, { range: [0, 0] })).headers)).toBe(before - 1);
            expect((await all(name, { id: [row.id] }))).toEqual([]);
        });
    }

    it('refunds: a live record cannot be written by an account of test data (qa)', async () => {
        const [live] = (await list('refunds', { range: [0, 0], sort: ['id', 'ASC'] })).body;
        expect(live.dataType).toBe(0);
        const written = await call(`/refunds/${live.id}`, { token: await signIn('qa'), site: 'in', method: 'PUT', json: { remark: 'from test data' } });
        expectRestFailure(written, 404);
        const read = await call<Row>(`/refunds/${live.id}`, { token: admin, site: 'in' });
        expect(read.body).toEqual(live);
    });
});

describe('bad input never crashes: HTTP 4xx with {code, msg}', () => {
    const raw = (path: string, search: string, init: CallInit = {}) =>
        call(`${path}?${search}`, { token: admin, site: 'in', ...init });

    it('malformed or wrongly shaped filter, sort and range', async () => {
        const cases = [
            'filter=%7Bnot-json',
            'filter=%5B1%2C2%5D',
            'filter=null',
            'filter=%22text%22',
            'sort=%5B%22id%22',
            'sort=%5B%22id%22%2C%22SIDEWAYS%22%5D',
            'sort=%7B%7D',
            'sort=%5B1%2C%22ASC%22%5D',
            'range=%5B0%2C',
            'range=%5B9%2C0%5D',
            'range=%5B-1%2C5%5D',
            'range=%5B0.5%2C5%5D',
            'range=%5B%22a%22%2C%22b%22%5D',
            'range=5',
        ];
        for (const name of COLLECTIONS) {
            for (const search of cases) {
                const result = await raw(`/${name}`, search);
                expect(result.status, `${name}?${decodeURIComponent(search)}`).toBe(400);
                expectRestFailure(result, 400);
            }
        }
    });

    it('a non-object or malformed body on POST and PUT', async () => {
        const bodies: CallInit[] = [
            { json: [1, 2, 3] },
            { json: 'a string' },
            { json: null },
            { json: 42 },
            { raw: '{not json', headers: { 'Content-Type': 'application/json' } },
            { raw: '', headers: { 'Content-Type': 'application/json' } },
            { form: { remark: 'form-encoded' } },
        ];
        for (const name of WRITABLE) {
            for (const body of bodies) {
                const post = await call(`/${name}`, { token: admin, site: 'in', method: 'POST', ...body });
                expectRestFailure(post, 400);
                const put = await call(`/${name}/1`, { token: admin, site: 'in', method: 'PUT', ...body });
                expectRestFailure(put, 400);
            }
        }
        // Nothing was created by the refused calls.
        expect(totalOf((await list('orders', { range: [0, 0] })).headers)).toBe((await all('orders')).length);
    });

    it('an unknown id is HTTP 404 on GET, PUT and DELETE', async () => {
        for (const name of COLLECTIONS) {
            for (const id of ['999999', 'abc', '0', '-1']) {
                expectRestFailure(await call(`/${name}/${id}`, { token: admin, site: 'in' }), 404);
                expectRestFailure(await call(`/${name}/${id}`, { token: admin, site: 'in', method: 'PUT', json: { remark: 'x' } }), 404);
                expectRestFailure(await call(`/${name}/${id}`, { token: admin, site: 'in', method: 'DELETE' }), 404);
            }
        }
    });

    it('the failure body names the problem', async () => {
        const result = await raw('/orders', 'filter=%7Bnot-json');
        expect((result.body as Envelope).msg).toMatch(/filter/);
        const range = await raw('/orders', 'range=%5B9%2C0%5D');
        expect((range.body as Envelope).msg).toMatch(/range/);
    });
});
