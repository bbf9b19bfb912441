/**
 * The app's content (/app and /miniPrograms) on the mock: every seeded row passes its resource's whole check (rules
 * and the server's), each rule the README lists refuses a write with its text at its field, whatever client sends
 * it, and the home page's order is one write.
 */
import { describe, expect, it } from 'vitest';
import { checkKitWrite, englishText } from '../../mock-server/db/kit/checkWrite';
import { db } from '../../mock-server/db/store';
import type { FieldError } from '../../resources/kit/types';
import { liveStateOf } from '../../resources/app-common/liveNow';
import { kitClient } from '../support/kitRest';
import { envelopeCall, signIn } from './client';

const APP_COLLECTIONS = [
    'app-home-modules',
    'mini-home-modules',
    'me-tab-entries',
    'menu-tabs',
    'points-mall-items',
    'discover-posts',
    'app-categories',
    'membership-levels',
    'mini-video-products',
] as const;

const PICTURE = 'https://cdn.example.com/app/1.png';
const WINDOW = { startTime: '2026-01-01T00:00:00.000Z', endTime: '2026-12-31T00:00:00.000Z' };

/** The refusal's text at one field, in English (what the form shows at the input). */
const textAt = (errors: Record<string, unknown> | undefined, field: string) => {
    const error = errors?.[field] as FieldError | undefined;
    return error === undefined ? undefined : englishText(error);
};

describe('app content seeds', () => {
    it.each(APP_COLLECTIONS)('%s: every seeded row passes its whole check, so it can be saved back as read', collection => {
        const rows = db.collections.get(collection)!.all();
        expect(rows.length).toBeGreaterThan(0);
        const refused = rows.flatMap(row => {
            const outcome = checkKitWrite(collection, { ...row }, { siteCode: row.siteCode });
            return outcome && 'errors' in outcome ? [{ id: row.id, errors: outcome.errors }] : [];
        });
        expect(refused.slice(0, 3)).toEqual([]);
    });

    it('links H5 redirects to the brand’s own site only', () => {
        for (const collection of APP_COLLECTIONS) {
            for (const row of db.collections.get(collection)!.all()) {
                for (const [key, value] of Object.entries(row)) {
                    if (key.endsWith('Url') && key.startsWith('jump') && typeof value === 'string') expect(value).toMatch(/^https:\/\/www\.example\.com\//);
                }
            }
        }
    });

    it('seeds membership levels whose growth rises with the level, from 0', async () => {
        const client = await kitClient();
        const levels = await client.all('membership-levels', {}, ['level', 'ASC']);
        expect(levels.map(row => row.growthThreshold)).toEqual([0, 1_000, 5_000, 20_000, 50_000]);
        expect(levels.map(row => row.levelName)).toEqual(['Silver', 'Gold', 'Platinum', 'Diamond', 'Black Diamond']);
    });
});

describe('app content rules through the REST contract', () => {
    const homeModule = {
        title: 'Phones floor',
        moduleType: 'product_floor',
        image: PICTURE,
        spuIds: [],
        jumpType: 'h5',
        jumpUrl: 'https://www.example.com/phones',
        ...WINDOW,
        status: 'online',
    };

    it.each([
        ['app-home-modules', homeModule, 'spuIds', 'A product floor shows 1 to 20 SPUs'],
        ['mini-home-modules', { ...homeModule, moduleType: 'banner', image: null, spuIds: undefined }, 'image', 'A banner or a quick entry needs its picture'],
        ['app-home-modules', { ...homeModule, moduleType: 'video', spuIds: undefined }, 'videoUrl', 'A video module needs its video link'],
        ['app-home-modules', { ...homeModule, spuIds: undefined, moduleType: 'live' }, 'liveStreamId', 'A live module needs its live stream'],
        ['app-home-modules', { ...homeModule, moduleType: 'banner', jumpUrl: 'ftp://files' }, 'jumpUrl', 'Input is wrong'],
        ['app-home-modules', { ...homeModule, moduleType: 'banner', endTime: '2025-12-01T00:00:00.000Z' }, 'endTime', 'The end time must be after the start time'],
        ['me-tab-entries', { title: 'My orders', icon: PICTURE, jumpType: 'none', status: 'online' }, 'jumpType', 'An entry opens something: choose where it jumps'],
        ['me-tab-entries', { title: 'My orders', icon: PICTURE, jumpType: 'mini_program', jumpMiniAppId: 'wx8f3c2a91d7b4e605', status: 'online' }, 'jumpMiniAppPath', 'resource is required'],
        ['points-mall-items', { itemName: 'Flat 200 off', itemType: 'coupon', pointsCost: 500, stock: 100, limitPerUser: 1, sort: 1, ...WINDOW, status: 'online' }, 'couponTemplateId', 'A coupon item needs the coupon template it issues'],
        ['points-mall-items', { itemName: 'Earbuds Lite', itemType: 'prize', pointsCost: 5000, stock: 3, limitPerUser: 5, sort: 1, ...WINDOW, status: 'online' }, 'limitPerUser', 'A user cannot be allowed more than the stock (3)'],
        ['points-mall-items', { itemName: 'Earbuds Lite', itemType: 'prize', pointsCost: 0, stock: 3, limitPerUser: 1, sort: 1, ...WINDOW, status: 'online' }, 'pointsCost', 'Must be at least 1'],
        ['discover-posts', { title: 'Tips', postType: 'article', cover: PICTURE, content: '<p>Too short</p>', sort: 1, publishTime: WINDOW.startTime, status: 'online' }, 'content', 'An article needs a body of at least 50 characters'],
        ['discover-posts', { title: 'Film', postType: 'video', cover: PICTURE, sort: 1, status: 'offline' }, 'videoUrl', 'A video post needs its video link'],
        ['discover-posts', { title: 'Film', postType: 'post', cover: PICTURE, content: '<p>Hi</p>', sort: 1, status: 'online' }, 'publishTime', 'An online post needs its publish time'],
        ['app-categories', { name: 'Phones', categoryId: 1, icon: PICTURE, bannerJumpType: 'none', spuIds: [], status: 'online' }, 'spuIds', 'Required'],
        ['membership-levels', { level: 1, levelName: 'Starter', growthThreshold: 10, pointsMultiplier: 1, status: 'enabled' }, 'growthThreshold', 'Level 1 is where every member starts: its growth needed is 0'],
        ['membership-levels', { level: 9, levelName: 'Titan', growthThreshold: 100, pointsMultiplier: 1.25, status: 'enabled' }, 'pointsMultiplier', 'Use steps of 0.1 (1.5, not 1.55)'],
    ] as const)('%s refuses %o at %s: %s', async (collection, values, field, text) => {
        const client = await kitClient();
        const before = (await client.all(collection)).length;
        const refused = await client.create(collection, values as Record<string, unknown>);
        expect(refused.status).toBe(400);
        expect(textAt(refused.body.errors, field)).toBe(text);
        expect((await client.all(collection)).length).toBe(before);
    });

    it('refuses a membership threshold that does not rise with the level, naming the level it must pass', async () => {
        const client = await kitClient();
        const between = await client.create('membership-levels', { level: 6, levelName: 'Titan', growthThreshold: 40_000, pointsMultiplier: 3, status: 'enabled' });
        expect(between.status).toBe(400);
        expect(textAt(between.body.errors, 'growthThreshold')).toBe('Must be above Black Diamond (50000): the growth needed rises with the level');
        const [gold] = await client.all('membership-levels', { level: 2 });
        const passed = await client.update('membership-levels', gold.id, { growthThreshold: 6_000 });
        expect(textAt(passed.body.errors, 'growthThreshold')).toBe('Must be below Platinum (5000): the growth needed rises with the level');
        expect((await client.create('membership-levels', { level: 6, levelName: 'Titan', growthThreshold: 80_000, pointsMultiplier: 3, status: 'enabled' })).status).toBe(201);
    });

    it('keeps at most five tabs online in the bottom bar', async () => {
        const client = await kitClient('admin', 'id');
        const tab = { tabName: 'Deals', iconNormal: PICTURE, iconSelected: PICTURE, jumpType: 'app_view', jumpAppView: 'coupon_center', ...WINDOW };
        const online = (await client.all('menu-tabs', { status: 'online' })).length;
        for (let count = online; count < 5; count += 1) expect((await client.create('menu-tabs', { ...tab, status: 'online' })).status).toBe(201);
        const sixth = await client.create('menu-tabs', { ...tab, status: 'online' });
        expect(textAt(sixth.body.errors, 'status')).toBe('The tab bar holds at most 5 tabs online: take one offline first');
        expect((await client.create('menu-tabs', { ...tab, status: 'offline' })).status).toBe(201);
    });

    it("binds a product video's SKU to its SPU", async () => {
        const client = await kitClient();
        const [sku] = (await client.all('skus')).filter(row => row.spuId !== undefined);
        const otherSpu = (await client.all('spu')).find(row => row.id !== sku.spuId)!;
        const video = { title: 'Night mode', cover: PICTURE, videoUrl: 'https://www.example.com/videos/night.mp4', skuId: sku.id, ...WINDOW, status: 'online' };
        const refused = await client.create('mini-video-products', { ...video, spuId: otherSpu.id });
        expect(textAt(refused.body.errors, 'skuId')).toBe('Choose a SKU of the video’s SPU');
        expect((await client.create('mini-video-products', { ...video, spuId: sku.spuId })).status).toBe(201);
    });

    it('keeps only the module type’s own content, and puts a new module last', async () => {
        const client = await kitClient();
        const [spu] = await client.all('spu');
        const created = await client.create('app-home-modules', { ...homeModule, spuIds: [spu.id], videoUrl: 'https://www.example.com/v.mp4' });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ spuIds: [spu.id], videoUrl: null, sort: 999 });
        const banner = await client.update('app-home-modules', created.body.id, { moduleType: 'banner' });
        expect(banner.body).toMatchObject({ moduleType: 'banner', spuIds: [] });
    });
});

describe('the app home page in order', () => {
    const MODULES = 'app-home-modules';

    it('numbers the whole page in the order given, in one write; a partial order is refused', async () => {
        const client = await kitClient('os', 'cn');
        const token = await signIn('os');
        const modules = await client.all(MODULES, {}, ['sort', 'ASC']);
        const reversed = modules.map(row => String(row.id)).reverse();
        const order = (ids: string[]) => envelopeCall<{ count: number }>(`/hand-order/${MODULES}`, { token, site: 'cn', method: 'POST', json: { ids: ids.join(',') } });
        expect(await order(reversed.slice(1))).toMatchObject({ code: 400 });
        expect(await order(reversed)).toMatchObject({ code: 200, data: { count: modules.length } });
        expect((await client.all(MODULES, {}, ['sort', 'ASC'])).map(row => String(row.id))).toEqual(reversed);
    });
});

describe('what is live now', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    it.each([
        [{ status: 'online', ...WINDOW }, 'live'],
        [{ status: 'online', startTime: '2026-07-01T00:00:00Z', endTime: '2026-08-01T00:00:00Z' }, 'upcoming'],
        [{ status: 'online', startTime: '2026-01-01T00:00:00Z', endTime: '2026-02-01T00:00:00Z' }, 'ended'],
        [{ status: 'offline', ...WINDOW }, 'off'],
        [{ status: 'enabled' }, 'live'],
    ])('%o is %s', (record, state) => {
        expect(liveStateOf(record, now)).toBe(state);
    });
});
