/**
 * The app's operations (/app versions, ads, announcement bar, feedback, pay tags, custom pages, URL whitelist) through
 * the mock's REST contract: every seeded row passes every rule (the redirect block's whitelist included, on every
 * resource that has the block), and each rule refuses a bad write with its text at its field.
 */
import { describe, expect, it } from 'vitest';
import { kitCollections } from '../../mock-server/db/kit';
import { checkKitWrite, englishText } from '../../mock-server/db/kit/checkWrite';
import { db } from '../../mock-server/db/store';
import { redirectPrefixes } from '../../resources/kit/redirect/whitelist';
import { kitClient, type KitRow } from '../support/kitRest';

const APP_COLLECTIONS = ['app-versions', 'app-ads', 'app-broadcasts', 'app-feedback', 'app-pay-tags', 'app-custom-pages', 'url-whitelist'];
const WITH_REDIRECT = kitCollections()
    .filter(kit => redirectPrefixes(kit.module.description.fields).length > 0)
    .map(kit => kit.entry.collection);

const texts = (errors: Record<string, unknown> | undefined) =>
    Object.fromEntries(Object.entries(errors ?? {}).map(([field, error]) => [field, englishText(error as string)]));

const IMAGE = 'https://cdn.example.com/app/ad.png';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * DAY).toISOString();

describe('seeded rows', () => {
    it('include the redirect block on the resources that have it', () => {
        expect(WITH_REDIRECT).toEqual(expect.arrayContaining(['hot-searches', 'search-page-banners', 'app-ads', 'app-broadcasts']));
    });

    it.each([...APP_COLLECTIONS, ...WITH_REDIRECT.filter(name => !APP_COLLECTIONS.includes(name))])('of %s pass every rule on every site', collection => {
        const refused = db.collections
            .get(collection)!
            .all()
            .flatMap(row => {
                const outcome = checkKitWrite(collection, { ...row }, { siteCode: row.siteCode });
                return outcome && 'errors' in outcome ? [{ id: row.id, site: row.siteCode, errors: texts(outcome.errors) }] : [];
            });
        expect(refused.slice(0, 3)).toEqual([]);
    });
});

describe('the redirect block and the URL whitelist', () => {
    const banner = (jumpUrl: string, jumpType = 'h5') => ({
        title: 'Whitelist check',
        platform: 'app',
        imagePc: IMAGE,
        imageMobile: IMAGE,
        jumpType,
        jumpUrl,
        sort: 1,
        startTime: at(0),
        endTime: at(5),
        status: 'offline',
    });

    it.each([
        ['h5', 'https://phish.example.co/login'],
        ['browser_h5', 'https://old-campaign.example.org/sale'],
        ['h5', 'https://notexample.com/sale'],
        ['h5', 'https://www.example.com.evil.io/sale'],
        ['h5', 'https://example.com@evil.io/sale'],
        ['h5', 'https://apps.apple.com/in/app/other-store/id1'],
    ])('refuses a %s link outside the enabled entries, naming it at the field: %s', async (jumpType, url) => {
        const client = await kitClient();
        const refused = await client.create('search-page-banners', banner(url, jumpType));
        expect(refused.status).toBe(400);
        expect(texts(refused.body.errors)).toEqual({
            jumpUrl: `${url} is not in the URL whitelist: add its domain under App › URL whitelist, or choose an allowed link`,
        });
    });

    it.each([
        'https://www.example.com/sale',
        'https://m.example.in/offers',
        'https://apps.apple.com/in/app/example-store/id1459283145/',
    ])('takes a link of a whitelisted domain or exact URL: %s', async url => {
        const client = await kitClient();
        expect((await client.create('search-page-banners', banner(url))).status).toBe(201);
    });

    it('applies to every resource with the block, and follows the whitelist as it is edited', async () => {
        const client = await kitClient();
        const word = {
            tag: 'Whitelist',
            subtitle: 'Check',
            sort: 1,
            startTime: at(10),
            endTime: at(12),
            jumpType: 'h5',
            jumpUrl: 'https://partner.example.io/deal',
        };
        const refused = await client.create('hot-searches', word);
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors ?? {})).toEqual(['jumpUrl']);
        const entry = await client.create('url-whitelist', { urlPattern: 'partner.example.io', type: 'domain', status: 'enabled', remark: 'Partner' });
        expect(entry.status).toBe(201);
        expect((await client.create('hot-searches', word)).status).toBe(201);
    });

    it.each([
        [{ urlPattern: 'https://example.com', type: 'domain' }, 'A domain is a host name in lower case, such as example.com (no http://, path or *)'],
        [{ urlPattern: '*.example.com', type: 'domain' }, 'A domain is a host name in lower case, such as example.com (no http://, path or *)'],
        [{ urlPattern: 'example.com/sale', type: 'exact_url' }, 'An exact URL is a whole http(s) address, such as https://www.example.com/sale'],
    ])('a whitelist entry is what its type says: %j', async (values, text) => {
        const client = await kitClient();
        const refused = await client.create('url-whitelist', { ...values, status: 'enabled' });
        expect(texts(refused.body.errors)).toEqual({ urlPattern: text });
    });
});

describe('app versions', () => {
    const version = (change: Record<string, unknown> = {}) => ({
        platform: 'android',
        versionName: '9.1.0',
        versionCode: 90100,
        minSupportedVersion: '6.0.0',
        updateType: 'optional',
        releaseNotes: 'Faster start.',
        downloadUrl: 'https://cdn.example.net/app/example-store-9.1.0.apk',
        grayPercentage: 20,
        ...change,
    });

    it.each([
        [{ minSupportedVersion: '9.2.0' }, { minSupportedVersion: 'The minimum supported version cannot be above the version itself (9.1.0)' }],
        [{ versionName: '9.1' }, { versionName: 'A version is three numbers separated by dots, such as 5.2.1' }],
        [{ platform: 'ios', downloadUrl: 'https://cdn.example.net/app.ipa' }, { downloadUrl: 'An iOS version downloads from the App Store: https://apps.apple.com/…' }],
        [{ updateType: 'force', grayPercentage: 30 }, { grayPercentage: 'A force update reaches every user: the grey release is 100%' }],
        [{ versionName: '6.0.0', versionCode: 60000 }, { versionName: 'Version 6.0.0 of this platform already exists' }],
        [{ versionCode: 100 }, { versionCode: 'Version codes rise with versions: 6.1.1 has code 60101' }],
    ])('refuses %j with its text at the field', async (change, expected) => {
        const client = await kitClient();
        const refused = await client.create('app-versions', version(change));
        expect(refused.status).toBe(400);
        expect(texts(refused.body.errors)).toEqual(expected);
    });

    it('starts as a draft, is released (stamped, then live) and taken offline, never back to a draft', async () => {
        const client = await kitClient();
        const created = await client.create('app-versions', version({ status: 'released' }));
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ status: 'draft', releaseTime: null });
        const id = created.body.id;
        const released = await client.update('app-versions', id, { ...created.body, status: 'released' });
        expect(released.status).toBe(200);
        expect(typeof released.body.releaseTime).toBe('string');
        const live = (await client.all('app-versions', { status: 'released', platform: 'android' })).reduce<KitRow | undefined>(
            (best, row) => (!best || Number(row.versionCode) > Number(best.versionCode) ? row : best),
            undefined,
        );
        expect(live?.id).toBe(id);
        const renamed = await client.update('app-versions', id, { ...released.body, versionName: '9.1.1', versionCode: 90101 });
        expect(texts(renamed.body.errors)).toEqual({ versionName: 'A released version keeps its platform, version and version code' });
        const back = await client.update('app-versions', id, { ...released.body, status: 'draft' });
        expect(texts(back.body.errors)).toEqual({ status: 'The status “released” cannot change to “draft”' });
        expect((await client.update('app-versions', id, { ...released.body, status: 'offline' })).status).toBe(200);
    });
});

describe('slots with time windows', () => {
    const ad = (change: Record<string, unknown> = {}) => ({
        title: 'Overlap check',
        positionType: 'splash',
        image: IMAGE,
        jumpType: 'none',
        startTime: at(100),
        endTime: at(110),
        frequency: 'once_per_day',
        audience: 'all',
        sort: 1,
        status: 'online',
        ...change,
    });

    it('refuses an online ad whose window overlaps another online ad of its position, naming it', async () => {
        const client = await kitClient();
        expect((await client.create('app-ads', ad({ title: 'First splash' }))).status).toBe(201);
        const refused = await client.create('app-ads', ad({ title: 'Second splash', startTime: at(105), endTime: at(120) }));
        expect(refused.status).toBe(400);
        expect(texts(refused.body.errors)).toEqual({
            startTime: 'This window overlaps “First splash” (online from 2030-04-11 00:00 to 2030-04-21 00:00 UTC) in the same slot: change the times or take it offline first',
        });
        // Another position, a window after it, or offline: no conflict.
        expect((await client.create('app-ads', ad({ title: 'A popup', positionType: 'popup', startTime: at(105), endTime: at(120) }))).status).toBe(201);
        expect((await client.create('app-ads', ad({ title: 'Next splash', startTime: at(110), endTime: at(120) }))).status).toBe(201);
        const offline = await client.create('app-ads', ad({ title: 'Kept offline', startTime: at(105), endTime: at(108), status: 'offline' }));
        expect(offline.status).toBe(201);
        // Putting it online is the same write: refused.
        const online = await client.update('app-ads', offline.body.id, { ...offline.body, status: 'online' });
        expect(Object.keys(online.body.errors ?? {})).toEqual(['startTime']);
    });

    it('refuses an announcement sharing a page with an overlapping online one', async () => {
        const client = await kitClient();
        const message = (content: string, pages: string[]) => ({ content, pages, jumpType: 'none', startTime: at(200), endTime: at(210), sort: 1, status: 'online' });
        expect((await client.create('app-broadcasts', message('Cart notice', ['cart', 'me']))).status).toBe(201);
        expect((await client.create('app-broadcasts', message('Home notice', ['home']))).status).toBe(201);
        const refused = await client.create('app-broadcasts', message('Another cart notice', ['category', 'cart']));
        expect(refused.body.msg).toMatch(/^This window overlaps “Cart notice”/);
    });

    it('checks a pay tag colour as #RRGGBB', async () => {
        const client = await kitClient();
        const refused = await client.create('app-pay-tags', { payMethod: 'UPI', tagText: 'Zero fee', tagColour: 'red', startTime: at(300), endTime: at(301), sort: 1, status: 'offline' });
        expect(texts(refused.body.errors)).toEqual({ tagColour: 'A colour is # and six hexadecimal digits, such as #E53935' });
    });
});

describe('feedback and custom pages', () => {
    it('marks feedback processed only once it has a reply, and never back to new', async () => {
        const client = await kitClient();
        const open = (await client.all('app-feedback', { status: 'new' }))[0];
        const bare = await client.update('app-feedback', open.id, { ...open, reply: '', status: 'processed' });
        expect(texts(bare.body.errors)).toEqual({ reply: 'Reply to the user before marking the feedback processed' });
        const replied = await client.update('app-feedback', open.id, { ...open, reply: 'Fixed in 6.1.1, thank you.' });
        expect(replied.status).toBe(200);
        const processed = await client.update('app-feedback', open.id, { ...replied.body, status: 'processed' });
        expect(processed.body.status).toBe('processed');
        const back = await client.update('app-feedback', open.id, { ...processed.body, status: 'new' });
        expect(texts(back.body.errors)).toEqual({ status: 'The status “processed” cannot change to “new”' });
    });

    it.each([
        [{ components: { type: 'banner' } }, { components: 'Components are a list of objects, such as [{"type": "banner", "image": "https://…"}]' }],
        [{ components: [{ type: 'carousel' }] }, { components: 'Component 1 needs a type: banner, countdown, coupon, product_list, rich_text, video' }],
        [{ components: [{ type: 'coupon', couponCode: 'X1' }, { type: 'banner', image: 'javascript:alert(1)' }] }, { components: 'Component 2 (banner) needs its image' }],
        [{ path: '/Campaign/Sale' }, { path: 'A path is lower-case letters, digits and hyphens in segments, such as /campaign/diwali-sale' }],
        [{ path: '/campaign/diwali-sale' }, { path: 'This value is already used by another record' }],
    ])('refuses a custom page with %j', async (change, expected) => {
        const client = await kitClient();
        const refused = await client.create('app-custom-pages', { pageName: 'Check', path: '/campaign/check', components: [{ type: 'coupon', couponCode: 'X1' }], ...change });
        expect(refused.status).toBe(400);
        expect(texts(refused.body.errors)).toEqual(expected);
    });
});
