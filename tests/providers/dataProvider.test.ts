import { describe, expect, it } from 'vitest';
import { db } from '../../mock-server/db/store';
import { dataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/httpClient';
import { getToken } from '../../base/session/token';
import { recordRequests, recordToasts, requestsTo, signIn, spyNavigation } from './helpers';

type Row = { id: number; [key: string]: unknown };

/** What the server holds for a site and data type: the expectations come from the mock store, not from the client. */
const ordersOf = (siteCode: string, dataType = 0) =>
    db.collections
        .get('orders')!
        .all()
        .filter(row => row.siteCode === siteCode && row.dataType === dataType) as Row[];

const firstPage = { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };

const rejectionOf = async (promise: Promise<unknown>): Promise<ApiError> => {
    const error = await promise.then(
        () => {
            throw new Error('expected a rejection');
        },
        (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
};

describe('dataProvider: getList over the client', () => {
    it('sends range, sort and filter query params, the Range header, the site headers and the token', async () => {
        await signIn('admin');
        const seen = recordRequests();

        const result = await dataProvider.getList('orders', {
            pagination: { page: 2, perPage: 5 },
            sort: { field: 'orderTime', order: 'DESC' },
            filter: { orderStatus: 'paid' },
        });

        const [call] = requestsTo(seen, '/orders');
        expect(call.method).toBe('GET');
        expect(call.url.searchParams.get('range')).toBe('[5,9]');
        expect(call.url.searchParams.get('sort')).toBe('["orderTime","DESC"]');
        expect(call.url.searchParams.get('filter')).toBe('{"orderStatus":"paid"}');
        expect(call.headers.get('Range')).toBe('orders=5-9');
        expect(call.headers.get('regionCode')).toBe('IN');
        expect(call.headers.get('siteCode')).toBe('in');
        expect(call.headers.get('x-auth-token')).toBe(getToken());
        expect(call.headers.get('dataType')).toBe('0');
        expect(call.credentials).toBe('include');
        expect(result.data).toHaveLength(5);
    });

    it('returns total from Content-Range: every order of the site, not the page', async () => {
        await signIn('admin');
        const expected = ordersOf('in');
        expect(expected.length).toBeGreaterThan(10);

        const result = await dataProvider.getList('orders', firstPage);

        expect(result.total).toBe(expected.length);
        expect(result.data.map(row => row.id)).toEqual(expected.slice(0, 10).map(row => row.id));
        expect(result.data.every(row => row.siteCode === 'in' && row.dataType === 0)).toBe(true);
    });

    it('pages on the server: page 2 returns the next ids', async () => {
        await signIn('admin');
        const page1 = await dataProvider.getList('orders', firstPage);
        const page2 = await dataProvider.getList('orders', { ...firstPage, pagination: { page: 2, perPage: 10 } });
        const ids1 = page1.data.map(row => row.id);
        const ids2 = page2.data.map(row => row.id);
        expect(ids2).toHaveLength(10);
        expect(ids2.some(id => ids1.includes(id))).toBe(false);
        expect(ids2).toEqual(ordersOf('in').slice(10, 20).map(row => row.id));
        expect(page2.total).toBe(page1.total);
    });

    it('sorts on the server', async () => {
        await signIn('admin');
        const result = await dataProvider.getList('orders', { ...firstPage, sort: { field: 'id', order: 'DESC' } });
        const all = ordersOf('in').map(row => row.id).sort((a, b) => b - a);
        expect(result.data.map(row => row.id)).toEqual(all.slice(0, 10));
    });

    it('filters on the server: a filter narrows total', async () => {
        await signIn('admin');
        const all = await dataProvider.getList('orders', firstPage);
        const paid = await dataProvider.getList('orders', { ...firstPage, filter: { orderStatus: 'paid' } });
        const expected = ordersOf('in').filter(row => row.orderStatus === 'paid');
        expect(expected.length).toBeGreaterThan(0);
        expect(paid.total).toBe(expected.length);
        expect(paid.total).toBeLessThan(all.total!);
        expect(paid.data.every(row => row.orderStatus === 'paid')).toBe(true);
    });
});

describe('dataProvider: single records', () => {
    it('getOne reads one order of the site', async () => {
        await signIn('admin');
        const order = ordersOf('in')[3];
        const seen = recordRequests();
        const { data } = await dataProvider.getOne('orders', { id: order.id });
        expect(data).toEqual(order);
        expect(seen[0].url.pathname).toBe(`/api/orders/${order.id}`);
    });

    it('getMany reads the given ids through the id filter', async () => {
        await signIn('admin');
        const ids = ordersOf('in')
            .slice(0, 3)
            .map(row => row.id);
        const seen = recordRequests();
        const { data } = await dataProvider.getMany('orders', { ids });
        expect(data.map(row => row.id).sort((a, b) => a - b)).toEqual(ids);
        expect(seen[0].url.searchParams.get('filter')).toBe(JSON.stringify({ id: ids }));
    });

    it('update sends the record as JSON with PUT and the server keeps it', async () => {
        await signIn('admin');
        const refund = (db.collections.get('refunds')!.all() as Row[]).find(row => row.siteCode === 'in' && row.dataType === 0)!;
        const seen = recordRequests();
        const { data } = await dataProvider.update('refunds', {
            id: refund.id,
            data: { ...refund, remark: 'checked by QA' },
            previousData: refund,
        });
        expect(data).toMatchObject({ id: refund.id, remark: 'checked by QA' });
        expect(seen[0].method).toBe('PUT');
        expect(seen[0].headers.get('Content-Type')).toBe('application/json');
        expect(JSON.parse(await seen[0].body)).toMatchObject({ id: refund.id, remark: 'checked by QA' });
        const reread = await dataProvider.getOne('refunds', { id: refund.id });
        expect(reread.data.remark).toBe('checked by QA');
    });

    it('create posts a coupon template and gets its new id; the server stamps the site', async () => {
        await signIn('admin');
        const before = db.collections.get('coupon-templates')!.count();
        const { data } = await dataProvider.create('coupon-templates', {
            data: {
                templateCode: 'CTDP0001',
                name: 'Test Offer 500',
                type: 'cash',
                couponType: 'normal',
                discountValue: 500,
                limitedValue: 5000,
                limitedType: 'per_user',
                limitedTimes: 1,
                timeMode: 'by_day',
                expiryDays: 15,
                productScope: 'all',
                rType: 'none',
            },
        });
        expect(typeof data.id).toBe('number');
        expect(data).toMatchObject({ name: 'Test Offer 500', siteCode: 'in' });
        expect(db.collections.get('coupon-templates')!.count()).toBe(before + 1);
        const { data: reread } = await dataProvider.getOne('coupon-templates', { id: data.id });
        expect(reread.name).toBe('Test Offer 500');
    });

    it('delete removes a coupon template', async () => {
        await signIn('admin');
        const template = db.collections
            .get('coupon-templates')!
            .all()
            .find(row => row.siteCode === 'in')!;
        const { data } = await dataProvider.delete('coupon-templates', { id: template.id, previousData: template });
        expect(data.id).toBe(template.id);
        expect(db.collections.get('coupon-templates')!.get(template.id)).toBeUndefined();
        const error = await rejectionOf(dataProvider.getOne('coupon-templates', { id: template.id }));
        expect(error.status).toBe(404);
    });
});

describe('dataProvider: refusals', () => {
    it('rejects with status 401 without a token', async () => {
        const { goTo } = spyNavigation();
        const error = await rejectionOf(dataProvider.getList('orders', firstPage));
        expect(error.status).toBe(401);
        expect(goTo).toHaveBeenCalledWith('/login');
    });

    it('rejects with status 403 and the mock message for an account lacking the resource code', async () => {
        await signIn('activityer');
        const toasts = recordToasts();
        const error = await rejectionOf(dataProvider.getList('orders', firstPage));
        expect(error.status).toBe(403);
        expect(error.message).toBe('No access: the resource code orders:index is not granted to this account');
        expect(error.body).toEqual({
            code: 403,
            msg: 'No access: the resource code orders:index is not granted to this account',
            data: null,
        });
        // react-admin shows its own notification for data provider errors: the client stays quiet.
        expect(toasts).toEqual([]);
    });

    it('the qa account works on test data: dataType header 1 and only test orders', async () => {
        await signIn('qa');
        const seen = recordRequests();
        const result = await dataProvider.getList('orders', firstPage);
        expect(seen[0].headers.get('dataType')).toBe('1');
        expect(result.total).toBe(ordersOf('in', 1).length);
        expect(result.data.every(row => row.dataType === 1)).toBe(true);
    });
});
