/**
 * Hot search (v1 and v2) through the mock's REST contract: tag and subtitle required, the jump page's redirect
 * rules, the time range: a request that skips the form is refused with the texts the form shows.
 */
import { describe, expect, it } from 'vitest';
import { kitClient } from '../../support/kitRest';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const VALID = {
    tag: 'Nova 50 Pro',
    subtitle: 'Just launched',
    sort: 1,
    startTime: at(1),
    endTime: at(8),
    jumpType: 'h5',
    jumpUrl: 'https://www.example.com/nova-50-pro',
};

const BAD: readonly [Record<string, unknown>, string, string][] = [
    [{ tag: '' }, 'tag', 'Required'],
    [{ subtitle: '   ' }, 'subtitle', 'Required'],
    [{ jumpType: 'h5', jumpUrl: '' }, 'jumpUrl', 'resource is required'],
    [{ jumpType: 'browser_h5', jumpUrl: 'example.com' }, 'jumpUrl', 'Input is wrong'],
    [{ jumpType: 'mini_program', jumpMiniAppId: 'wx8f3c2a91d7b4e605' }, 'jumpMiniAppPath', 'resource is required'],
    [{ jumpType: 'mini_program', jumpMiniAppPath: 'pages/index/index' }, 'jumpMiniAppId', 'resource is required'],
    [{ jumpType: 'deeplink', jumpDeeplink: 'omsapp://sale' }, 'jumpPackageName', 'resource is required'],
    [{ jumpType: 'deeplink', jumpPackageName: 'com.example.store' }, 'jumpDeeplink', 'resource is required'],
    [{ jumpType: 'product_detail', jumpSpuId: 'SPU-1' }, 'jumpSpuId', 'Input is wrong'],
    [{ jumpType: 'immersive_page', jumpPageId: '12.5' }, 'jumpPageId', 'Input is wrong'],
    [{ jumpType: 'teleport' }, 'jumpType', 'Must be one of: none, h5, app_view, product_detail, browser_h5, mini_program, deeplink, immersive_page'],
    [{ endTime: at(0.5) }, 'endTime', 'The end time must be after the start time'],
];

describe.each([
    ['hot-searches', {}],
    ['hot-searches-v2', { placement: 'hot_word' }],
] as const)('%s refuses what its validator refuses', (collection, extra) => {
    it.each(BAD)('%j → %s: %s', async (change, field, text) => {
        const client = await kitClient();
        const result = await client.create(collection, { ...VALID, ...extra, jumpUrl: change.jumpType ? undefined : VALID.jumpUrl, ...change });
        expect(result.status).toBe(400);
        expect(result.body.msg).toBe(text);
        expect(Object.keys(result.body.errors ?? {})).toEqual([field]);
    });

    it('takes a valid word, coming, then a mini program jump on it', async () => {
        const client = await kitClient();
        const created = await client.create(collection, { ...VALID, ...extra });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ tag: 'Nova 50 Pro', status: 'not_started', jumpType: 'h5' });
        const jump = { jumpType: 'mini_program', jumpMiniAppId: 'wx8f3c2a91d7b4e605', jumpMiniAppPath: 'pages/index/index' };
        const updated = await client.update(collection, created.body.id, jump);
        expect(updated.status).toBe(200);
        expect(updated.body).toMatchObject(jump);
    });
});
