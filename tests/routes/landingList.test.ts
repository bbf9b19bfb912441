import { describe, expect, it, vi } from 'vitest';
import { callLandingListAhead } from '../../src/routes/landingList';
import { callRememberedListAhead } from '../../src/routes/rememberedLists';
import { dataProvider } from '../../providers/dataProvider';
import { forgetListAhead } from '../../providers/listAhead';
import { recordRequests, signIn } from '../providers/helpers';

const ranges = (seen: { url: URL }[]) => seen.map(request => request.url.searchParams.get('range'));

describe("a reload on a list: its first page asked for ahead", () => {
    it('asks beside the session for what the list asked for when it last opened, and again only where its description now differs', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        const getList = vi.spyOn(dataProvider, 'getList');
        // The first open here: nothing remembered beside the session; once it is in, from the description (50 orders a
        // page, by order time, with their SKUs).
        callRememberedListAhead('/orders/index', Promise.resolve());
        expect(getList).not.toHaveBeenCalled();
        await callLandingListAhead('/orders/index');
        await expect.poll(() => ranges(seen)).toEqual(['[0,49]']);
        expect(seen[0].url.searchParams.get('embed')).toBe('["sku"]');

        // The next reload: asked at once, beside the session (no wait for it, nor for the description's chunk), and only once.
        forgetListAhead();
        callRememberedListAhead('/orders/index', Promise.resolve());
        expect(getList).toHaveBeenCalledTimes(2);
        await callLandingListAhead('/orders/index');
        await expect.poll(() => ranges(seen)).toEqual(['[0,49]', '[0,49]']);

        // What an older release asked for (25 a page): that call goes, then the description's.
        forgetListAhead();
        localStorage.setItem('oms.landingLists', JSON.stringify({ '/orders/index': { resource: 'orders', sort: { field: 'orderTime', order: 'DESC' }, perPage: 25 } }));
        callRememberedListAhead('/orders/index', Promise.resolve());
        await callLandingListAhead('/orders/index');
        await expect.poll(() => ranges(seen)).toEqual(['[0,49]', '[0,49]', '[0,24]', '[0,49]']);
        getList.mockRestore();
    });

    it('asks nothing for a screen that is no list, nor for a path outside the catalogue', async () => {
        await signIn('admin');
        const seen = recordRequests();
        await callLandingListAhead('/dashboard');
        await callLandingListAhead('/no/such/screen');
        await new Promise(resolve => setTimeout(resolve, 50));
        expect(seen).toEqual([]);
    });
});
