import { describe, expect, it, vi } from 'vitest';
import { callLandingListAhead } from '../../src/routes/landingList';
import { dataProvider } from '../../providers/dataProvider';
import { forgetListAhead } from '../../providers/listAhead';
import { recordRequests, signIn } from '../providers/helpers';

const ranges = (seen: { url: URL }[]) => seen.map(request => request.url.searchParams.get('range'));

describe("a reload on a list: its first page asked for ahead", () => {
    it('asks at once for what the list asked for when it last opened, and again only where its description now differs', async () => {
        await signIn('admin');
        const seen = recordRequests('/orders');
        const getList = vi.spyOn(dataProvider, 'getList');
        // The first time, from the description (50 orders a page, by order time, with their SKUs).
        await callLandingListAhead('/orders/index');
        await expect.poll(() => ranges(seen)).toEqual(['[0,49]']);
        expect(seen[0].url.searchParams.get('embed')).toBe('["sku"]');

        // The next reload: asked before the description is read (no wait for its chunk), and only once.
        forgetListAhead();
        const reload = callLandingListAhead('/orders/index');
        expect(getList).toHaveBeenCalledTimes(2);
        await reload;
        await expect.poll(() => ranges(seen)).toEqual(['[0,49]', '[0,49]']);

        // What an older release asked for (25 a page): that call goes, then the description's.
        forgetListAhead();
        localStorage.setItem('oms.landingLists', JSON.stringify({ '/orders/index': { resource: 'orders', sort: { field: 'orderTime', order: 'DESC' }, perPage: 25 } }));
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
