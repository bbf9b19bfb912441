/**
 * The app's V2 screens on the mock (issue 23), on the V2 demo site tr: every seeded home page version and V2 category
 * page passes its whole check; a version goes draft → online ⇄ offline and nothing else; two online versions of a
 * platform may not overlap; a module of a version is checked as a V1 home module, its text at its own input; a copy
 * is a draft; a V2 category page's layout and its one page a category a version.
 */
import { describe, expect, it } from 'vitest';
import { checkKitWrite, englishText } from '../../mock-server/db/kit/checkWrite';
import { db } from '../../mock-server/db/store';
import type { FieldError } from '../../resources/kit/types';
import { kitClient } from '../support/kitRest';

const PICTURE = 'https://cdn.example.com/app/1.png';
const textAt = (errors: Record<string, unknown> | undefined, field: string) => {
    const error = errors?.[field] as FieldError | undefined;
    return error === undefined ? undefined : englishText(error);
};

const banner = { title: 'Launch', moduleType: 'banner', image: PICTURE, jumpType: 'none' };
const version = (values: Record<string, unknown> = {}) => ({
    pageId: 1003,
    pageName: 'Spring home',
    platform: 'android',
    minAppVersion: '5.2.0',
    startTime: '2027-03-01T00:00:00.000Z',
    endTime: '2027-03-20T00:00:00.000Z',
    modules: [banner],
    ...values,
});

describe('the V2 seeds', () => {
    it.each(['app-home-pages', 'app-categories-v2'])('%s: seeded on tr only, every row passing its whole check', collection => {
        const rows = db.collections.get(collection)!.all();
        expect(rows.length).toBeGreaterThan(0);
        expect(new Set(rows.map(row => row.siteCode))).toEqual(new Set(['tr']));
        const refused = rows.flatMap(row => {
            const outcome = checkKitWrite(collection, { ...row }, { siteCode: row.siteCode });
            return outcome && 'errors' in outcome ? [{ id: row.id, errors: outcome.errors }] : [];
        });
        expect(refused.slice(0, 3)).toEqual([]);
    });

    it('seeds no V1 home modules or category pages on tr', () => {
        for (const collection of ['app-home-modules', 'app-categories']) expect(db.collections.get(collection)!.all().some(row => row.siteCode === 'tr')).toBe(false);
    });
});

describe('home page versions (app-home-pages)', () => {
    it('makes a new version a draft, puts it online, takes it offline and back, and refuses a jump back to draft', async () => {
        const client = await kitClient('admin', 'tr');
        // Whatever a client sends, the server makes a new version a draft.
        const draft = await client.create('app-home-pages', { ...version(), status: 'online' });
        expect(draft.status).toBe(201);
        expect(draft.body.status).toBe('draft');
        const id = draft.body.id as number;
        expect((await client.update('app-home-pages', id, { status: 'online' })).status).toBe(200);
        expect((await client.update('app-home-pages', id, { status: 'offline' })).status).toBe(200);
        const back = await client.update('app-home-pages', id, { status: 'draft' });
        expect(textAt(back.body.errors, 'status')).toBe('The status “offline” cannot change to “draft”');
        expect((await client.update('app-home-pages', id, { status: 'online' })).status).toBe(200);
    });

    it('refuses a second online version of a platform in an overlapping window, naming the other', async () => {
        const client = await kitClient('admin', 'tr');
        const [ramadan] = await client.all('app-home-pages', { pageName: 'Ramadan home (iOS)' });
        expect(ramadan.status).toBe('draft');
        const refused = await client.update('app-home-pages', ramadan.id, { status: 'online' });
        expect(refused.status).toBe(400);
        expect(textAt(refused.body.errors, 'startTime')).toMatch(/^This window overlaps “Autumn home \(iOS\)” \(online from .* UTC\) in the same slot/);
        // "All platforms" meets both: an Android version online in the same window is refused too.
        const [autumn] = await client.all('app-home-pages', { pageName: 'Autumn home (Android)' });
        const all = await client.create('app-home-pages', version({ platform: 'all', startTime: autumn.startTime, endTime: autumn.endTime }));
        expect(textAt((await client.update('app-home-pages', all.body.id as number, { status: 'online' })).body.errors, 'startTime')).toMatch(/overlaps “Autumn home/);
        const [newYear] = await client.all('app-home-pages', { pageName: 'New Year home' });
        expect((await client.update('app-home-pages', newYear.id, { status: 'online' })).status).toBe(200);
    });

    it('checks each module as a V1 home module, the text at the module’s own input', async () => {
        const client = await kitClient('admin', 'tr');
        const cases: [Record<string, unknown>, string, string][] = [
            [{ ...banner, image: null }, 'modules.1.image', 'A banner or a quick entry needs its picture'],
            [{ title: 'Floor', moduleType: 'product_floor', spuIds: [], jumpType: 'none' }, 'modules.1.spuIds', 'A product floor shows 1 to 20 SPUs'],
            [{ ...banner, title: '' }, 'modules.1.title', 'Required'],
            [{ ...banner, jumpType: 'h5', jumpUrl: 'https://phish.example.org/win' }, 'modules.1.jumpUrl', 'https://phish.example.org/win is not in the URL whitelist: add its domain under App › URL whitelist, or choose an allowed link'],
            [{ title: 'Floor', moduleType: 'product_floor', spuIds: [999_999], jumpType: 'none' }, 'modules.1.spuIds', 'No such record on this site'],
        ];
        for (const [module, field, text] of cases) {
            const refused = await client.create('app-home-pages', version({ modules: [banner, module] }));
            expect(refused.status, field).toBe(400);
            expect(textAt(refused.body.errors, field)).toBe(text);
        }
        expect(textAt((await client.create('app-home-pages', version({ minAppVersion: '5.2' }))).body.errors, 'minAppVersion')).toBe('A version is three numbers separated by dots, such as 5.2.0');
        const empty = await client.create('app-home-pages', version({ modules: [] }));
        expect(empty.status).toBe(201);
        expect(textAt((await client.update('app-home-pages', empty.body.id as number, { status: 'online' })).body.errors, 'modules')).toBe('Add at least one module before the version goes online');
    });

    it('keeps only a module type’s own parts, in the list’s order', async () => {
        const client = await kitClient('admin', 'tr');
        const [spu] = await client.all('spu');
        const created = await client.create('app-home-pages', version({ modules: [{ ...banner, spuIds: [spu.id], videoUrl: 'https://www.example.com/v.mp4', sort: 3 }] }));
        expect(created.status).toBe(201);
        expect((created.body.modules as Record<string, unknown>[])[0]).toMatchObject({ moduleType: 'banner', spuIds: [], videoUrl: null });
        expect((created.body.modules as Record<string, unknown>[])[0]).not.toHaveProperty('sort');
    });
});

describe('V2 category pages (app-categories-v2)', () => {
    it('lays out whole grid rows, needs a banner for the banner layout, and one page a category a version', async () => {
        const client = await kitClient('admin', 'tr');
        const [page] = await client.all('app-categories-v2');
        const [spu, second, third] = await client.all('spu');
        const values = { ...page, id: undefined, name: 'Audio', spuIds: [spu.id, second.id, third.id], layout: 'grid_2' };
        expect(textAt((await client.create('app-categories-v2', values)).body.errors, 'spuIds')).toBe('A grid of 2 columns shows whole rows: list a multiple of 2 SPUs');
        expect(textAt((await client.create('app-categories-v2', { ...values, layout: 'banner_grid', banner: null, spuIds: [spu.id, second.id] })).body.errors, 'banner')).toBe('The banner layout needs the banner picture');
        const taken = await client.create('app-categories-v2', { ...values, layout: 'grid_3' });
        expect(textAt(taken.body.errors, 'categoryId')).toBe(`This category already has a page in this version: “${String(page.name)}”`);
    });
});
