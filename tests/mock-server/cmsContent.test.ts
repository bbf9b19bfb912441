/**
 * Website content over the mock's REST contract: an article's body is held to the safe-HTML rule, data-subject
 * requests keep their due date and status flow, and a page's
 * publish job moves draft → publishing → published or failed only as the table of
 * resources/page-publish-jobs/rules.ts lets it, the publishing system ending it by wall time.
 */
import { describe, expect, it } from 'vitest';
import { advancePublishJobs } from '../../mock-server/handlers/custom/pagePublish';
import { PUBLISH_DURATION_MS } from '../../resources/page-publish-jobs/rules';
import { daysOverdue } from '../../resources/dsr-requests/rules';
import { CHECK_ITEMS, CHECK_SUMMARY_PATH, checkProduct, RUN_CHECK_PATH } from '../../resources/product-checks/rules';
import { kitClient } from '../support/kitRest';
import { envelopeCall, signIn } from './client';
import { db } from '../../mock-server/db/store';

const JOBS = 'page-publish-jobs';

const newArticle = (slug: string, body = '<p>The Nova 12 arrives on 1 March. <a href="/products/nova-12">See it</a></p>') => ({
    title: 'Nova 12 launch',
    category: 'newsroom',
    status: 'draft',
    urlSlug: slug,
    body,
});

/** The publishing system, once the job's time is up. */
const finishPublishing = () => advancePublishJobs(Date.now() + PUBLISH_DURATION_MS + 1);

describe('articles on the mock', () => {
    it("refuses a body linking outside http(s) and the site's paths, at the field, and stores the slug in lower case", async () => {
        const client = await kitClient('os');
        const refused = await client.create('articles', newArticle('nova-12-risky', '<p><a href="javascript:alert(1)">Win</a></p>'));
        expect(refused.status).toBe(400);
        expect(refused.body.errors?.body).toEqual({ message: 'resources.kit.validation.html_link', args: { url: 'javascript:alert(1)' } });
        expect(refused.body.msg).toBe('Links and pictures may point only to an http(s) address or a path of this site (starting with /): javascript:alert(1)');
        const saved = await client.create('articles', newArticle('Nova-12-Launch'));
        expect(saved.status).toBe(201);
        expect(saved.body.urlSlug).toBe('nova-12-launch');
        expect(saved.body.creator).toBe('Demo Operations Specialist');
    });
});

describe('publish jobs on the mock', () => {
    it("publishes an article's job after its time, and the article with it", async () => {
        const client = await kitClient('admin');
        const article = (await client.create('articles', newArticle('festive-sale-2026'))).body;
        const job = await client.create(JOBS, { pageName: article.title, pageType: 'article', articleId: article.id, version: 'v1', status: 'publishing' });
        expect(job.status).toBe(201);
        expect((await client.get(JOBS, job.body.id)).body.status).toBe('publishing');
        finishPublishing();
        const published = (await client.get(JOBS, job.body.id)).body;
        expect(published).toMatchObject({ status: 'published', reason: null });
        expect(published.publishTime).toEqual(expect.any(String));
        expect((await client.get('articles', article.id)).body.status).toBe('published');
    });

    it('fails the job with the reason when its article is gone; staff retry a failed job whose page is there', async () => {
        const client = await kitClient('admin');
        const article = (await client.create('articles', newArticle('gone-article'))).body;
        const job = (await client.create(JOBS, { pageName: 'Gone', pageType: 'article', articleId: article.id, version: 'v2', status: 'draft' })).body;
        expect(job.status).toBe('draft');
        expect((await client.update(JOBS, job.id, { status: 'publishing' })).status).toBe(200);
        // The article is removed while the job publishes.
        db.collections.get('articles')!.delete(article.id);
        finishPublishing();
        const failed = (await client.get(JOBS, job.id)).body;
        expect(failed).toMatchObject({ status: 'failed', reason: 'The article no longer exists on this site' });
        // Its article gone, it cannot be tried again; a failed job of a page that is there can.
        expect((await client.update(JOBS, job.id, { status: 'publishing' })).body.errors?.articleId).toBe('resources.kit.validation.reference');
        const seededFailure = (await client.all(JOBS, { status: 'failed', pageType_neq: 'article' }))[0];
        expect(seededFailure.reason).toEqual(expect.any(String));
        const retried = await client.update(JOBS, seededFailure.id, { status: 'publishing' });
        expect(retried.body).toMatchObject({ status: 'publishing', reason: null });
    });

    it('refuses every move the table does not give staff, and edits of a published job', async () => {
        const client = await kitClient('admin');
        const refusedStart = await client.create(JOBS, { pageName: 'Home page', pageType: 'home', version: 'v7', status: 'published' });
        expect(refusedStart.status).toBe(400);
        expect(refusedStart.body.msg).toBe('A new publish job starts as a draft or publishing, not published');
        const draft = (await client.create(JOBS, { pageName: 'Home page', pageType: 'home', version: 'v7' })).body;
        expect(draft.status).toBe('draft');
        const skipped = await client.update(JOBS, draft.id, { status: 'published' });
        expect(skipped.status).toBe(400);
        expect(skipped.body.errors?.status).toEqual({ message: 'resources.page-publish-jobs.validation.transition', args: { from: 'draft', to: 'published' } });
        await client.update(JOBS, draft.id, { status: 'publishing' });
        finishPublishing();
        const edited = await client.update(JOBS, draft.id, { version: 'v8' });
        expect(edited.status).toBe(400);
        expect(edited.body.msg).toBe('A publishing or published job cannot be changed');
        const badVersion = await client.create(JOBS, { pageName: 'Footer', pageType: 'footer', version: '7' });
        expect(badVersion.body.errors?.version).toBe('resources.page-publish-jobs.validation.version');
    });
});

describe("the website's pages published through publish jobs on the mock", () => {
    const publish = (client: Awaited<ReturnType<typeof kitClient>>, values: Record<string, unknown>) =>
        client.create(JOBS, { pageType: 'static', version: 'v1', status: 'publishing', ...values });

    it('publishes a page with something online, and fails one with nothing online with the reason', async () => {
        const client = await kitClient('os');
        const home = (await publish(client, { pageName: 'Home page', pageType: 'home', pageSource: 'home-modules' })).body;
        for (const section of await client.all('brand-sections')) await client.update('brand-sections', section.id, { status: 'offline' });
        const brand = (await publish(client, { pageName: 'About the brand', pageSource: 'brand-sections' })).body;
        const stranger = (await publish(client, { pageName: 'Orders', pageSource: 'orders' })).body;
        finishPublishing();
        expect((await client.get(JOBS, home.id)).body).toMatchObject({ status: 'published', reason: null });
        expect((await client.get(JOBS, brand.id)).body).toMatchObject({ status: 'failed', reason: 'Nothing of this page is online on this site: put something online first' });
        expect((await client.get(JOBS, stranger.id)).body).toMatchObject({ status: 'failed', reason: 'This content is not a page of the website' });
    });

    it("publishes one product page (its sub-navigation bar) only while it is online", async () => {
        const client = await kitClient('dev');
        const pages = await client.all('product-pages');
        const online = pages.find(page => page.status === 'online')!;
        const draft = pages.find(page => page.status !== 'online')!;
        const ok = (await publish(client, { pageName: String(online.pageTitle), pageType: 'product_page', pageSource: 'product-pages', pageRecordId: String(online.id) })).body;
        const refused = (await publish(client, { pageName: String(draft.pageTitle), pageType: 'product_page', pageSource: 'product-pages', pageRecordId: String(draft.id) })).body;
        finishPublishing();
        expect((await client.get(JOBS, ok.id)).body.status).toBe('published');
        expect((await client.get(JOBS, refused.id)).body).toMatchObject({ status: 'failed', reason: 'The page is not online: put it online first' });
    });
});

describe('data-subject requests on the mock', () => {
    const DSR = 'dsr-requests';
    const request = { requestNo: 'DSR-IN-000901', requestType: 'deletion', customerName: 'Priya Sharma', email: 'priya.sharma@example.in', submitTime: '2026-11-02T09:30:00.000Z' };

    it('are due 30 days after submission by default, may be extended to 90 days, and start as new', async () => {
        const client = await kitClient('pm');
        const saved = await client.create(DSR, request);
        expect(saved.status).toBe(201);
        expect(saved.body).toMatchObject({ dueDate: '2026-12-02', status: 'new' });
        const late = await client.update(DSR, saved.body.id, { dueDate: '2027-03-01' });
        expect(late.body.msg).toBe('The due date is between the submission and 90 days after it');
        expect((await client.update(DSR, saved.body.id, { dueDate: '2027-01-15' })).body.dueDate).toBe('2027-01-15');
    });

    it('move only along the status table', async () => {
        const client = await kitClient('admin');
        const { id } = (await client.create(DSR, { ...request, requestNo: 'DSR-IN-000902' })).body;
        const skipped = await client.update(DSR, id, { status: 'completed' });
        expect(skipped.body.msg).toBe('A request cannot go from new to completed');
        for (const status of ['identity_check', 'processing', 'completed']) expect((await client.update(DSR, id, { status })).body.status).toBe(status);
        expect((await client.update(DSR, id, { status: 'rejected' })).body.msg).toBe('A request cannot go from completed to rejected');
        // A new request is logged as new, whatever the body claims.
        expect((await client.create(DSR, { ...request, requestNo: 'DSR-IN-000903', status: 'completed' })).body.status).toBe('new');
    });

    it('count as overdue only while open and past their due date', () => {
        const today = Date.parse('2026-11-24T12:00:00Z');
        expect(daysOverdue({ status: 'processing', dueDate: '2026-11-20' }, today)).toBe(4);
        expect(daysOverdue({ status: 'completed', dueDate: '2026-11-20' }, today)).toBe(0);
        expect(daysOverdue({ status: 'new', dueDate: '2026-12-02' }, today)).toBeLessThan(1);
    });
});

describe('a hand-made order on the mock (home modules)', () => {
    const MODULES = 'home-modules';
    const order = (token: string, json: Record<string, string>) => envelopeCall<{ count: number }>(`/hand-order/${MODULES}`, { token, site: 'in', method: 'POST', json });

    it("numbers one platform's modules in the order given, in one write", async () => {
        const client = await kitClient('os');
        const pc = await client.all(MODULES, { platform: 'pc' }, ['sort', 'ASC']);
        const reversed = pc.map(row => String(row.id)).reverse();
        const answer = await order(await signIn('os'), { platform: 'pc', ids: reversed.join(',') });
        expect(answer).toMatchObject({ code: 200, data: { count: pc.length } });
        expect((await client.all(MODULES, { platform: 'pc' }, ['sort', 'ASC'])).map(row => [String(row.id), row.sort])).toEqual(
            reversed.map((id, index) => [id, index + 1]),
        );
    });

    it('refuses an order that is not the whole group once, one without its group, and users without the screen', async () => {
        const client = await kitClient('admin');
        const ids = (await client.all(MODULES, { platform: 'mobile' })).map(row => String(row.id));
        const token = await signIn('admin');
        const before = await client.all(MODULES, { platform: 'mobile' }, ['sort', 'ASC']);
        for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), '999999']]) {
            expect(await order(token, { platform: 'mobile', ids: wrong.join(',') })).toMatchObject({
                code: 400,
                msg: 'The order must name every row of the group once: reload the list and try again',
            });
        }
        expect(await order(token, { ids: ids.join(',') })).toMatchObject({ code: 400, msg: 'Name the group to put in order' });
        expect(await client.all(MODULES, { platform: 'mobile' }, ['sort', 'ASC'])).toEqual(before);
        expect((await order(await signIn('csm'), { platform: 'mobile', ids: ids.join(',') })).code).toBe(403);
    });
});

describe('status tables of page releases and bulk-order enquiries on the mock', () => {
    it('a release is logged pending, released, then only rolled back', async () => {
        const client = await kitClient('dev');
        const release = (await client.create('page-releases', { pageName: 'Checkout', path: '/checkout', version: '3.2.0', environment: 'prod', status: 'released' })).body;
        expect(release.status).toBe('pending');
        expect((await client.update('page-releases', release.id, { status: 'rolled_back' })).body.msg).toBe('A release cannot go from pending to rolled_back');
        expect((await client.update('page-releases', release.id, { status: 'released' })).body.status).toBe('released');
        expect((await client.update('page-releases', release.id, { status: 'rolled_back' })).body.status).toBe('rolled_back');
        expect((await client.create('page-releases', { pageName: 'Checkout', path: '/checkout', version: 'v3', environment: 'prod' })).body.errors?.version).toBe(
            'resources.page-releases.validation.version',
        );
    });

    it('an enquiry is converted only after it was contacted', async () => {
        const client = await kitClient('os');
        const fresh = (await client.all('bulk-order-enquiries', { status: 'new' }))[0];
        expect((await client.update('bulk-order-enquiries', fresh.id, { status: 'converted' })).body.msg).toBe('An enquiry cannot go from new to converted');
        expect((await client.update('bulk-order-enquiries', fresh.id, { status: 'contacted' })).body.status).toBe('contacted');
        expect((await client.update('bulk-order-enquiries', fresh.id, { status: 'converted' })).body.status).toBe('converted');
    });
});

describe('the header navigation on the mock', () => {
    for (const NAV of ['nav-entries', 'store-nav-entries']) {
        it(`${NAV}: keeps two levels, a level-2 entry under a level-1 menu with a link`, async () => {
            const client = await kitClient('os');
            const rows = await client.all(NAV);
            const menus = rows.filter(row => row.parentId === null);
            const entries = rows.filter(row => row.parentId !== null);
            expect(menus.map(row => row.name)).toEqual(['Smartphones', 'Audio', 'Wearables', 'Accessories', 'Support']);
            expect(new Set(menus.map(row => row.level))).toEqual(new Set(['menu']));
            expect(entries.every(row => row.level === 'entry' && menus.some(menu => menu.id === row.parentId))).toBe(true);
            const underEntry = await client.create(NAV, { name: 'Nova 12 Pro 5G', parentId: entries[0].id, linkUrl: '/products/nova-12-pro-5g', tag: 'new', status: 'online' });
            expect(underEntry.body.msg).toBe('An entry goes under a level-1 menu: the header has two levels');
            const noLink = await client.create(NAV, { name: 'Nova 12 Pro 5G', parentId: menus[0].id, tag: 'new', status: 'online' });
            expect(noLink.body.msg).toBe('A level-2 entry needs a link');
            const saved = await client.create(NAV, { name: 'Nova 12 Pro 5G', parentId: menus[0].id, linkUrl: '/products/nova-12-pro-5g', tag: 'new', status: 'online' });
            expect(saved.status).toBe(201);
            expect(saved.body).toMatchObject({ level: 'entry', sort: 999 });
            const menuUnderMenu = await client.update(NAV, menus[1].id, { parentId: menus[0].id });
            expect(menuUnderMenu.body.msg).toBe('This menu has entries under it: move them first');
        });
    }
});

describe("the website's prices, product cards, product pages and app-download page on the mock", () => {
    it('a price sells at most at the MRP, and a promotion below it runs for a period', async () => {
        const client = await kitClient('pm');
        const [row] = await client.all('web-prices', {}, ['id', 'ASC']);
        const sku = (await client.get('skus', Number(row.skuId))).body;
        expect(row).toMatchObject({ mrp: sku.mrp, sellingPrice: sku.sellingPrice, spuId: sku.spuId });
        const above = await client.update('web-prices', row.id, { sellingPrice: Number(row.mrp) + 1000 });
        expect(above.body.msg).toBe('The selling price may not be above the MRP');
        const noPeriod = await client.update('web-prices', row.id, { promoPrice: Number(row.sellingPrice) - 500, promoStart: null, promoEnd: null });
        expect(noPeriod.body.msg).toBe('A promotion price needs its start and end');
        const saved = await client.update('web-prices', row.id, {
            promoPrice: Number(row.sellingPrice) - 500,
            promoStart: '2026-11-25T00:00:00.000Z',
            promoEnd: '2026-12-01T00:00:00.000Z',
        });
        expect(saved.status).toBe(200);
    });

    it("a dynamic card shows SKUs of its own SPU; a static card carries its price text and link", async () => {
        const client = await kitClient('admin');
        const cards = await client.all('product-cards', {}, ['sort', 'ASC']);
        const dynamic = cards.find(card => card.cardType === 'dynamic')!;
        const stranger = (await client.all('skus')).find(sku => sku.spuId !== dynamic.spuId)!;
        const refused = await client.update('product-cards', dynamic.id, { defaultSkuId: stranger.id });
        expect(refused.body.msg).toBe("Choose SKUs of the card's SPU");
        const bare = await client.create('product-cards', { sort: 20, cardTitle: 'Exchange offer', cardType: 'static', categoryId: dynamic.categoryId, cardImage: '/images/exchange.webp', status: 'online' });
        expect(bare.body.errors).toMatchObject({ priceText: 'resources.product-cards.validation.static_needs', linkUrl: 'resources.product-cards.validation.static_needs' });
        expect(bare.body.msg).toBe('A static card needs its image, price text and link');
    });

    it('a product page goes online from draft or offline only, with its package, and is stamped when it does', async () => {
        const client = await kitClient('dev');
        const spu = (await client.all('spu'))[0];
        const page = (await client.create('product-pages', { spuId: spu.id, pageTitle: 'Nova 12 Pro: see the night', urlSlug: 'Nova-12-Pro-Night', status: 'draft' })).body;
        expect(page.urlSlug).toBe('nova-12-pro-night');
        expect(page.publishTime ?? null).toBeNull();
        expect((await client.update('product-pages', page.id, { status: 'offline' })).body.msg).toBe('A product page cannot go from draft to offline');
        expect((await client.update('product-pages', page.id, { status: 'online' })).body.msg).toBe('Upload the page package before publishing');
        const online = (await client.update('product-pages', page.id, { status: 'online', packageFile: '/files/pages/nova-12-pro.zip' })).body;
        expect(online.status).toBe('online');
        expect(online.publishTime).toEqual(expect.any(String));
    });

    it("the app-download page links to the stores' own addresses", async () => {
        const client = await kitClient('os');
        const [page] = await client.all('app-download-pages');
        expect((await client.update('app-download-pages', page.id, { googlePlayUrl: 'https://example.com/app.apk' })).body.msg).toBe(
            'A Google Play link reads https://play.google.com/store/apps/details?id=…',
        );
        expect((await client.update('app-download-pages', page.id, { versionText: '5.2' })).body.msg).toBe('A version reads V5.2 or V5.2.1');
    });
});

describe("the website's product check on the mock", () => {
    const run = (token: string) => envelopeCall<{ count: number; failed: number }>(RUN_CHECK_PATH, { token, site: 'in', method: 'POST', json: {} });

    it('checks every product the website shows five times, from its price, pictures, specs, web stock and product page', async () => {
        const client = await kitClient('pm');
        const checks = await client.all('product-checks');
        const prices = await client.all('web-prices');
        // Every SKU with a website price is checked, each once per check item.
        for (const price of prices) expect(checks.filter(row => row.skuId === price.skuId).map(row => row.checkItem).sort()).toEqual([...CHECK_ITEMS].sort());
        const price = prices.find(row => row.status === 'online')!;
        expect(checks.find(row => row.skuId === price.skuId && row.checkItem === 'price')).toMatchObject({ result: 'pass', finding: 'ok', spuId: price.spuId });
        expect(checks.every(row => (row.result === 'pass') === (row.finding === 'ok'))).toBe(true);
        expect((await client.update('product-checks', checks[0].id, { result: 'pass' })).status).toBe(405);
    });

    it('runs again on the chosen site, now, from the records as they are, for its screen’s users only', async () => {
        const client = await kitClient('os');
        const price = (await client.all('web-prices')).find(row => row.status === 'online')!;
        await client.update('web-prices', price.id, { status: 'offline' });
        const answer = await run(await signIn('os'));
        const checks = await client.all('product-checks');
        expect(answer.data).toEqual({ count: checks.length, failed: checks.filter(row => row.result === 'fail').length });
        const check = checks.find(row => row.skuId === price.skuId && row.checkItem === 'price')!;
        expect(check).toMatchObject({ result: 'fail', finding: 'price_offline' });
        expect(Date.now() - Date.parse(String(check.checkTime))).toBeLessThan(60_000);
        expect((await run(await signIn('csm'))).code).toBe(403);
        // The chart's counts are the list's.
        const summary = await envelopeCall<{ checkItem: string; pass: number; fail: number }[]>(CHECK_SUMMARY_PATH, { token: await signIn('os'), site: 'in' });
        expect(summary.data).toEqual(
            CHECK_ITEMS.map(checkItem => ({
                checkItem,
                pass: checks.filter(row => row.checkItem === checkItem && row.result === 'pass').length,
                fail: checks.filter(row => row.checkItem === checkItem && row.result === 'fail').length,
            })),
        );
    });

    it('reads each check as the table says', () => {
        const sound = { price: { status: 'online', mrp: 100, sellingPrice: 90 }, skuImages: [], spuImage: '/images/a.webp', keySpecCount: 8, webStock: 3, page: { status: 'online', buyUrl: '/buy/a' } };
        expect(checkProduct(sound).map(row => row.finding)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
        expect(checkProduct({ ...sound, price: { status: 'online', mrp: 100, sellingPrice: 120 }, spuImage: '', keySpecCount: 0, webStock: 0, page: { status: 'draft', buyUrl: '' } }).map(row => [row.checkItem, row.result, row.finding])).toEqual([
            ['price', 'fail', 'price_above_mrp'],
            ['image', 'fail', 'no_image'],
            ['spec', 'fail', 'no_spec'],
            ['stock', 'fail', 'out_of_stock'],
            ['link', 'fail', 'page_not_online'],
        ]);
        expect(checkProduct({ ...sound, price: undefined, page: undefined }).map(row => row.finding)).toEqual(['no_price', 'ok', 'ok', 'ok', 'no_product_page']);
    });
});
