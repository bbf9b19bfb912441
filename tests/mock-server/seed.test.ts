/** Determinism of the seed across resets, and state within one test. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../../mock-server/db/store';
import { VALID_TEMPLATE } from '../resources/prize/couponTemplateCases';
import { call, envelopeCall, signIn, totalOf } from './client';

type Row = { id: number } & Record<string, unknown>;

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');

/** Page 1 of orders (and its Content-Range), plus the first coupon templates and tasks of two sites. */
const snapshot = async () => {
    const token = await signIn('admin');
    const parts: unknown[] = [];
    for (const site of ['in', 'cn']) {
        for (const name of ['orders', 'coupon-templates', 'async-tasks']) {
            const result = await call<Row[]>(`/${name}`, {
                token,
                site,
                query: { sort: ['id', 'ASC'], range: [0, 9], filter: {} },
            });
            expect(result.status).toBe(200);
            expect(result.body).toHaveLength(10);
            parts.push(name, site, result.headers.get('Content-Range'), result.body);
        }
    }
    const test = await call<Row[]>('/orders', { token, site: 'eu', dataType: 1, query: { range: [0, 9] } });
    parts.push(test.body);
    const users = await envelopeCall<{ list: Row[] }>('/admin/user/list', { token, query: { page: '2', size: '20' } });
    parts.push(users.data.list.map(({ lastLoginTime: _login, ...user }) => user));
    return { hash: hash(parts), parts };
};

describe('the seed', () => {
    it('gives identical data after resetDb()', async () => {
        const before = await snapshot();
        resetDb();
        const after = await snapshot();
        expect(after.parts).toEqual(before.parts);
        expect(after.hash).toBe(before.hash);
    });

    it('undoes every change on resetDb()', async () => {
        const before = await snapshot();
        const token = await signIn('admin');
        const firstOf = async (name: string) => (await call<Row[]>(`/${name}`, { token, site: 'in', query: { sort: ['id', 'ASC'], range: [0, 0] } })).body[0];
        expect((await call(`/refunds/${(await firstOf('refunds')).id}`, { token, site: 'in', method: 'PUT', json: { remark: 'x' } })).status).toBe(200);
        expect((await call(`/template-rows/${(await firstOf('template-rows')).id}`, { token, site: 'in', method: 'DELETE' })).status).toBe(200);
        expect((await call('/coupon-templates', { token, site: 'in', json: { ...VALID_TEMPLATE, templateCode: 'CTSEED01' } })).status).toBe(201);
        expect(hash((await snapshot()).parts)).not.toBe(before.hash);

        resetDb();
        expect((await snapshot()).hash).toBe(before.hash);
    });

    it('ends every session on resetDb()', async () => {
        const token = await signIn('admin');
        resetDb();
        expect((await envelopeCall('/userInfo', { token })).code).toBe(401);
    });

    it('is the same data the fixed seed always gave (stable facts of the README accounts and order 1)', async () => {
        const token = await signIn('admin');
        const order = await call<Row>('/orders/1', { token, site: 'in' });
        expect(order.body).toMatchObject({ id: 1, orderId: 'OMS260000037', siteCode: 'in', region: 'IN', country: 'India', dataType: 0 });
        const users = await envelopeCall<{ list: Row[] }>('/admin/user/list', { token, query: { page: '1', size: '18' } });
        expect(users.data.list.map(user => user.account)).toEqual([
            'admin', 'editor', 'dev', 'csm', 'csss', 'csso', 'qa', 'pm', 'os', 'pz', 'ros', 'finance', 'audit', 'logistics',
            'activityer', 'agent', 'nosite', 'noroles',
        ]);
        // Each collection's data is its own: building the store twice gives equal rows, not shared ones.
        const rows = db.collections.get('orders')!.all();
        resetDb();
        expect(db.collections.get('orders')!.all()).toEqual(rows);
        expect(db.collections.get('orders')!.all()).not.toBe(rows);
    });
});

describe('the store within one test', () => {
    it('lists a created row afterwards, and counts it', async () => {
        const token = await signIn('admin');
        const list = () => call<Row[]>('/async-tasks', { token, site: 'uk', query: { sort: ['id', 'DESC'], range: [0, 4] } });
        const before = await list();
        const created = await call<Row>('/async-tasks', {
            token,
            site: 'uk',
            json: { taskId: 'T-NEW', fileName: 'new-export.xlsx', taskType: 'download', status: 'pending' },
        });
        expect(created.status).toBe(201);
        const after = await list();
        expect(totalOf(after.headers)).toBe(totalOf(before.headers) + 1);
        expect(after.body[0]).toEqual(created.body);
        const found = await call<Row[]>('/async-tasks', { token, site: 'uk', query: { filter: { q: 'new-export' } } });
        expect(found.body.map(row => row.id)).toEqual([created.body.id]);
    });

    it('keeps a created admin user and an edited order for the rest of the test', async () => {
        const token = await signIn('admin');
        const created = await envelopeCall<Row>('/admin/user/create', {
            token,
            form: { account: 'kept.user', name: 'Kept User', email: 'kept@oms.example.com', roles: 'qa', sites: 'in' },
        });
        expect(created.code).toBe(200);
        const listed = await envelopeCall<{ list: Row[] }>('/admin/user/list', { token, query: { account: 'kept.user' } });
        expect(listed.data.list.map(user => user.id)).toEqual([created.data.id]);

        // An order changes through its own actions: here its review.
        const pending = (db.collections.get('orders')!.all() as readonly Row[]).find(
            row => row.siteCode === 'in' && row.dataType === 0 && row.reviewStatus === 'pending' && row.orderStatus === 'paid',
        )!;
        await envelopeCall('/orders/review', { token, site: 'in', json: { ids: [pending.id], decision: 'reject' } });
        const rejected = await call<Row[]>('/orders', { token, site: 'in', query: { filter: { reviewStatus: 'rejected', id: [pending.id] } } });
        expect(rejected.body.map(row => row.id)).toEqual([pending.id]);
    });
});
