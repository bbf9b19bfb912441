import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, useGetList } from 'react-admin';
import { callListAhead, firstListParams } from '../../providers/callListAhead';
import { dataProvider } from '../../providers/dataProvider';
import { forgetListAhead, primeListsAhead, settledListAhead } from '../../providers/listAhead';
import { sessionUser } from '../../base/session/sessionUser';
import { gate, recordRequests, signIn, storeSiteCookies } from './helpers';

const ORDERS = { resource: 'orders', sort: { field: 'orderTime', order: 'DESC' as const }, perPage: 50 };
const FIRST_PAGE = { pagination: { page: 1, perPage: 50 }, sort: { field: 'orderTime', order: 'DESC' as const }, filter: {} };

describe("a list's first page asked for ahead on a reload", () => {
    beforeEach(() => localStorage.clear());

    it("is what the list's first getList answers, with one call on the wire; the next getList asks the server", async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        callListAhead(dataProvider, ORDERS, '');
        const first = await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen).toHaveLength(1);
        expect(seen[0].url.searchParams.get('range')).toBe('[0,49]');
        expect(seen[0].url.searchParams.get('sort')).toBe('["orderTime","DESC"]');
        expect(first.data).toHaveLength(50);
        const again = await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen).toHaveLength(2);
        expect(again.data.map(order => order.id)).toEqual(first.data.map(order => order.id));
    });

    it('is left to other calls (another resource, another page of its own) and handed to the first that asks the same', async () => {
        await signIn('admin');
        const seen = recordRequests();
        callListAhead(dataProvider, ORDERS, '');
        await dataProvider.getList('async-tasks', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
        await dataProvider.getList('orders', { ...FIRST_PAGE, pagination: { page: 2, perPage: 50 } });
        await dataProvider.getList('orders', FIRST_PAGE);
        await dataProvider.getList('orders', FIRST_PAGE);
        const orderRanges = seen.filter(request => request.url.pathname.endsWith('/orders')).map(request => request.url.searchParams.get('range'));
        expect(orderRanges).toEqual(['[0,49]', '[50,99]', '[0,49]']);
        expect(seen.filter(request => request.url.pathname.endsWith('/async-tasks'))).toHaveLength(1);
    });

    it('is not handed after a write: asked for again after one, the page comes from the server', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        callListAhead(dataProvider, ORDERS, '');
        // A write of any kind in between (this one refused: orders change only through their own actions).
        await dataProvider.update('orders', { id: 1, data: { remark: 'x' }, previousData: { id: 1 } }).catch(() => undefined);
        await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen.map(request => `${request.method} ${request.url.searchParams.get('range') ?? ''}`)).toEqual(['GET [0,49]', 'GET [0,49]']);
    });

    it('is read by a list mounting after it came in, for exactly its page, sort and filter, and still handed to its getList', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        callListAhead(dataProvider, ORDERS, '');
        // Not before the answer is in: the list then draws its loading state, as without the call ahead.
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
        await expect.poll(() => settledListAhead('orders', FIRST_PAGE)?.data.length).toBe(50);
        const held = settledListAhead('orders', FIRST_PAGE)!;
        expect(settledListAhead('orders', { ...FIRST_PAGE, pagination: { page: 2, perPage: 50 } })).toBeUndefined();
        expect(settledListAhead('orders', { ...FIRST_PAGE, sort: { field: 'orderTime', order: 'ASC' } })).toBeUndefined();
        expect(settledListAhead('orders', { ...FIRST_PAGE, filter: { status: 'pending' } })).toBeUndefined();
        // react-admin's call gets the very rows the list drew: nothing is drawn again when it answers.
        const answer = await dataProvider.getList('orders', FIRST_PAGE);
        expect(answer.data).toBe(held.data);
        expect(seen).toHaveLength(1);
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
    });

    it('is not read by a list after a write, nor on another site', async () => {
        await signIn('admin');
        callListAhead(dataProvider, ORDERS, '');
        await expect.poll(() => settledListAhead('orders', FIRST_PAGE)).toBeDefined();
        storeSiteCookies('EU', 'es');
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
        storeSiteCookies('IN', 'in');
        expect(settledListAhead('orders', FIRST_PAGE)).toBeDefined();
        await dataProvider.update('orders', { id: 1, data: { remark: 'x' }, previousData: { id: 1 } }).catch(() => undefined);
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
    });

    it('is not shown on another site than the one it was asked for', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        callListAhead(dataProvider, ORDERS, '');
        storeSiteCookies('EU', 'es');
        const { data } = await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen.map(request => request.headers.get('siteCode'))).toEqual(['in', 'es']);
        expect(new Set(data.map(order => order.siteCode))).toEqual(new Set(['es']));
    });

    /** A reload: the token stored, the session's user not loaded yet, and the list's first page asked for beside it. */
    const callBesideLoadingSession = async () => {
        await signIn('admin');
        const user = sessionUser.get()!;
        sessionUser.clear();
        const session = gate();
        const seen = recordRequests('/orders');
        callListAhead(dataProvider, ORDERS, '', session.opened);
        await expect.poll(() => seen.length).toBe(1);
        return { user, session, seen };
    };

    it("made beside a session still loading (a reload), is handed to no list until that session is in, then as its user's", async () => {
        const { user, session, seen } = await callBesideLoadingSession();
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
        sessionUser.set(user);
        session.open();
        await expect.poll(() => settledListAhead('orders', FIRST_PAGE)?.data.length).toBe(50);
        await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen).toHaveLength(1);
    });

    it('made beside a session that then moved to another site (its stored one not among the user\'s), is not handed there', async () => {
        const { user, session, seen } = await callBesideLoadingSession();
        storeSiteCookies('EU', 'es');
        sessionUser.set(user);
        session.open();
        await new Promise(resolve => setTimeout(resolve, 100));
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
        const { data } = await dataProvider.getList('orders', FIRST_PAGE);
        expect(seen.map(request => request.headers.get('siteCode'))).toEqual(['in', 'es']);
        expect(new Set(data.map(order => order.siteCode))).toEqual(new Set(['es']));
    });

    it("asks for what react-admin will: the list's defaults, or the parameters it kept from the last visit; nothing when the URL has a query", () => {
        expect(firstListParams(ORDERS, '')).toEqual(FIRST_PAGE);
        expect(firstListParams(ORDERS, '?page=2')).toBeUndefined();
        localStorage.setItem(
            'RaStore.orders.listParams',
            JSON.stringify({ sort: 'orderAmount', order: 'ASC', page: 3, perPage: 50, filter: { orderStatus: 'paid' } }),
        );
        expect(firstListParams(ORDERS, '')).toEqual({
            pagination: { page: 3, perPage: 50 },
            sort: { field: 'orderAmount', order: 'ASC' },
            filter: { orderStatus: 'paid' },
        });
    });
});

describe("a list's first page asked for ahead, put in the app's query cache", () => {
    beforeEach(() => localStorage.clear());

    /** react-admin's getList of the orders' first page, as a list mounting now would run it. */
    const FirstPage = () => {
        const { data, isPending } = useGetList('orders', FIRST_PAGE);
        return <p>{isPending ? 'pending' : `${data?.length} rows`}</p>;
    };

    it('is what a list mounting after it came in draws at once, with no call of its own', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        const queryClient = new QueryClient();
        primeListsAhead(queryClient);
        callListAhead(dataProvider, ORDERS, '');
        // In react-admin's own query, under the key its useGetList documents; the call is no longer held for a getList.
        await expect.poll(() => queryClient.getQueryData<{ data: unknown[] }>(['orders', 'getList', FIRST_PAGE])?.data.length).toBe(50);
        expect(settledListAhead('orders', FIRST_PAGE)).toBeUndefined();
        render(
            <AdminContext dataProvider={dataProvider} queryClient={queryClient}>
                <FirstPage />
            </AdminContext>,
        );
        // Drawn with its rows from the first render, and fresh: react-query does not ask again on mount.
        expect(screen.getByText('50 rows')).toBeTruthy();
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(seen).toHaveLength(1);
    });

    it('is left alone where the list already has its rows, and never put in a cache the app no longer uses', async () => {
        await signIn('admin');
        const queryClient = new QueryClient();
        const kept = { data: [{ id: 1 }], total: 1 };
        queryClient.setQueryData(['orders', 'getList', FIRST_PAGE], kept);
        primeListsAhead(queryClient);
        callListAhead(dataProvider, ORDERS, '');
        await expect.poll(() => settledListAhead('orders', FIRST_PAGE)).toBeDefined();
        expect(queryClient.getQueryData(['orders', 'getList', FIRST_PAGE])).toBe(kept);

        forgetListAhead();
        const gone = new QueryClient();
        primeListsAhead(gone);
        primeListsAhead(undefined);
        callListAhead(dataProvider, ORDERS, '');
        await expect.poll(() => settledListAhead('orders', FIRST_PAGE)).toBeDefined();
        expect(gone.getQueryData(['orders', 'getList', FIRST_PAGE])).toBeUndefined();
    });
});
