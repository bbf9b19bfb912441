/**
 * A list call may ask for the records its rows' references name (`embed=["field",…]`, ra-data-simple-rest's
 * `meta.embed`): each row then carries them under `_embedded`, as the caller would read each one itself (its own
 * site's, or null), and bad input is refused with the reason.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../mock-server/db/store';
import { call, expectRestFailure, signIn } from './client';

type Row = { id: number; _embedded?: Record<string, Row | null> } & Record<string, unknown>;

// A site's orders are 12,500 rows, drawn on first read: a busy machine takes longer than the default.
vi.setConfig({ testTimeout: 120_000 });

let admin: string;
beforeEach(async () => {
    admin = await signIn('admin');
});

const orders = (query: Record<string, unknown>, site = 'in') =>
    call<Row[]>('/orders', { token: admin, site, query: { filter: {}, sort: ['id', 'ASC'], range: [0, 9], ...query } });

describe('GET list with embed', () => {
    it('sends each order with the SKU it names, the same record GET /skus/{id} answers', async () => {
        const result = await orders({ embed: ['sku'] });
        expect(result.status).toBe(200);
        expect(result.body).toHaveLength(10);
        for (const row of result.body.slice(0, 3)) {
            const own = await call<Row>(`/skus/${row.sku}`, { token: admin, site: 'in' });
            expect(own.status).toBe(200);
            expect(row._embedded).toEqual({ sku: own.body });
        }
    });

    it('sends null for a SKU that no longer exists, or that belongs to another site', async () => {
        const [first, second] = (await orders({})).body;
        const otherSiteSku = db.collections.get('skus')!.all().find(sku => sku.siteCode !== 'in')!;
        db.collections.get('orders')!.update(first.id, { ...db.collections.get('orders')!.get(first.id)!, sku: otherSiteSku.id });
        db.collections.get('skus')!.delete(second.sku as number);
        const result = await orders({ embed: ['sku'] });
        expect(result.body.find(row => row.id === first.id)!._embedded).toEqual({ sku: null });
        expect(result.body.find(row => row.id === second.id)!._embedded).toEqual({ sku: null });
        // As the caller's own reads say.
        expectRestFailure(await call(`/skus/${otherSiteSku.id}`, { token: admin, site: 'in' }), 404);
    });

    it('embeds nothing unless asked', async () => {
        const result = await orders({});
        expect(result.body.every(row => !('_embedded' in row))).toBe(true);
    });

    it('refuses what is not a list of single references of the collection, or more than 10 of them', async () => {
        const refused = async (embed: unknown, reason: RegExp) => {
            const result = await orders({ embed: typeof embed === 'string' ? embed : JSON.stringify(embed) });
            expectRestFailure(result, 400);
            expect((result.body as unknown as { msg: string }).msg).toMatch(reason);
        };
        await refused('[sku', /embed is not valid JSON/);
        await refused({ field: 'sku' }, /embed must be a list of field names/);
        await refused([3], /embed must be a list of field names/);
        await refused(['x'.repeat(101)], /embed must be a list of field names/);
        await refused(['customerName'], /embed: customerName is not a reference to one record of orders/);
        await refused(Array.from({ length: 11 }, () => 'sku'), /embed names more than 10 fields/);
    });
});
