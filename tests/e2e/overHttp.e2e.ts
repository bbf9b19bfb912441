import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { build, preview, type PreviewServer } from 'vite';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useSharedBrowser, type OpenedPage } from './browser';
import { pngFile } from './support';
import { startApiServerProcess, type ApiServerProcess } from '../support/apiServerProcess';

/** Its own build, beside the shared mock build of globalSetup.ts (same prefix, so parallel runs stay apart). */
const OUT_DIR = `${process.env.OMS_E2E_OUT_DIR ?? 'dist-e2e'}-over-http`;

const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const probe = createServer();
        probe.once('error', reject);
        probe.listen(0, '127.0.0.1', () => {
            const { port } = probe.address() as { port: number };
            probe.close(() => resolve(port));
        });
    });

let api: ApiServerProcess;
let app: PreviewServer;
let appOrigin: string;

/**
 * The production build with the mock off (what a real deployment serves), its VITE_API_URL pointing at
 * `npm run mock:api` on another origin: sign-in, site headers, REST paging and filters, writes, a multipart upload
 * and a file download all cross origins, so a missing CORS header, preflight or exposed header fails the journey.
 */
beforeAll(async () => {
    const apiPort = await freePort();
    const saved = { ...process.env };
    Object.assign(process.env, { VITE_MOCK: 'false', VITE_API_URL: `http://127.0.0.1:${apiPort}/api`, OMS_OUT_DIR: OUT_DIR, NODE_ENV: 'production' });
    try {
        await build({ logLevel: 'warn', mode: 'production', build: { outDir: OUT_DIR, emptyOutDir: true } });
    } finally {
        for (const name of ['VITE_MOCK', 'VITE_API_URL', 'OMS_OUT_DIR', 'NODE_ENV']) {
            if (saved[name] === undefined) delete process.env[name];
            else process.env[name] = saved[name];
        }
    }
    app = await preview({ preview: { host: '127.0.0.1', port: 0, strictPort: false }, build: { outDir: OUT_DIR }, logLevel: 'warn' });
    const address = app.httpServer.address();
    if (!address || typeof address === 'string') throw new Error('The preview server has no TCP address');
    appOrigin = `http://127.0.0.1:${address.port}`;
    api = await startApiServerProcess({ port: apiPort, origins: [appOrigin] });
}, 300_000);

afterAll(async () => {
    await api?.stop();
    await app?.close();
    await rm(OUT_DIR, { recursive: true, force: true });
});

/** Every call to the API that failed in the network (a CORS refusal is one) or came back without CORS headers. */
const watchApiCalls = ({ page, problems }: OpenedPage) => {
    const calls: string[] = [];
    page.on('request', request => {
        if (request.url().startsWith(api.url)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    page.on('requestfailed', request => {
        // Navigations and replaced in-flight calls abort requests on purpose.
        if (request.url().startsWith(api.url) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
            problems.push(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
        }
    });
    page.on('response', response => {
        // Scripts' calls (an <img> asks without CORS, as a CDN serves it).
        const scripted = ['fetch', 'xhr'].includes(response.request().resourceType());
        if (scripted && response.url().startsWith(api.url) && response.headers()['access-control-allow-origin'] !== appOrigin) {
            problems.push(`no CORS answer: ${response.request().method()} ${response.url()}`);
        }
    });
    return calls;
};

/** A record straight from the API server, as another client reads it. */
const readOnServer = async (path: string, siteCode: string) => {
    const login = await fetch(`${api.url}/login`, { method: 'POST', body: new URLSearchParams({ username: 'admin', password: 'oms-demo' }) });
    const token = ((await login.json()) as { data: string }).data;
    const response = await fetch(`${api.url}${path}`, { headers: { 'x-auth-token': token, siteCode, regionCode: siteCode.toUpperCase() } });
    return (await response.json()) as Record<string, unknown>;
};

const chooseSite = async (page: Page, name: string) => {
    await page.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name }).click();
    await page.getByTestId('dashboard-site').getByText(name).waitFor();
};

describe('the production build over real HTTP, the API on another origin', () => {
    const { open } = useSharedBrowser();

    it('signs in, switches site, pages and filters a list, saves an edit, uploads, downloads an export and signs out', async () => {
        const opened = await open({ baseURL: appOrigin });
        const { page, context } = opened;
        const calls = watchApiCalls(opened);

        // Sign in: the form's call, the user, the sites and the resources all go to the API's origin.
        await signIn(page, 'admin');
        await page.waitForURL('**/dashboard');
        await page.getByText('Welcome, Demo Administrator').waitFor();
        expect(calls).toEqual(expect.arrayContaining(['POST /api/login', 'GET /api/userInfo', 'POST /api/sso/basic/listSites', 'GET /api/sso/basic/listResources']));

        // Site switch: the next calls carry the new site (custom headers through the preflight).
        await page.getByTestId('dashboard-site').getByText('India (in)').waitFor();
        const withCn = page.waitForRequest(request => request.url().startsWith(api.url) && request.headers()['sitecode'] === 'cn');
        await chooseSite(page, 'China (cn)');
        expect((await withCn).headers()['regioncode']).toBe('CN');
        expect((await context.cookies()).find(cookie => cookie.name === 'siteCode')?.value).toBe('cn');

        // A list pages on the server (the total comes from the exposed Content-Range) and filters there.
        const listCall = page.waitForRequest(request => request.url().startsWith(`${api.url}/spu?`));
        await page.goto('/factory/spu');
        await page.getByRole('columnheader', { name: 'SPU name' }).waitFor();
        await page.getByText('1-25 of 40').waitFor();
        // The session token is the app origin's cookie, sent as the x-auth-token header.
        const tokenCookie = (await context.cookies()).find(cookie => cookie.name === 'oms_token')?.value;
        // An opaque random token (192 bits), never one that names the account.
        expect(tokenCookie).toMatch(/^[0-9a-f]{48}$/);
        expect((await listCall).headers()['x-auth-token']).toBe(tokenCookie);
        await page.getByRole('button', { name: 'Go to next page' }).click();
        await page.getByText('26-40 of 40').waitFor();
        await expect.poll(() => page.locator('td.column-spuId').count()).toBe(15);
        await page.getByRole('combobox', { name: 'Status' }).click();
        await page.getByRole('option', { name: 'Off shelf' }).click();
        await expect.poll(async () => [...new Set(await page.locator('td.column-status').allTextContents())]).toEqual(['Off shelf']);

        // An edit is saved on the server (PUT with JSON through the preflight).
        await page.locator('tbody tr').first().click();
        await page.waitForURL(/\/factory\/spu\/\d+$/);
        const id = new URL(page.url()).pathname.split('/').pop()!;
        // The list stays mounted behind the record page (visited-page tabs): its filter has the same label.
        const name = page.getByRole('textbox', { name: 'SPU name', exact: true }).and(page.locator('input[name="spuName"]'));
        await expect.poll(() => name.inputValue()).not.toBe('');
        await name.fill('Saved over HTTP');
        await page.getByRole('button', { name: 'Save' }).click();
        await page.waitForURL(url => url.pathname === '/factory/spu');
        await page.getByText('Element updated').waitFor();
        expect(await readOnServer(`/spu/${id}`, 'cn')).toMatchObject({ spuName: 'Saved over HTTP', siteCode: 'cn' });

        // A multipart upload; the stored file is served from the API's origin.
        await page.goto('/resources/upload');
        await page.getByRole('columnheader', { name: 'File name' }).waitFor();
        await page.locator('#main-content').getByRole('button', { name: 'Upload', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Upload files' });
        await dialog.locator('input[type="file"]').setInputFiles(pngFile('over-http.png'));
        await dialog.getByRole('button', { name: 'Upload 1 file' }).click();
        // Stored: the dialog shows the file's URL, on the API's origin.
        await dialog.getByText(new RegExp(`${api.url.replace(/[.]/g, '\\.')}/files/static/\\d+/over-http\\.png`)).waitFor();
        await page.getByText('1 file uploaded').waitFor();
        await dialog.getByRole('button', { name: 'Close' }).click();
        await page.locator('td.column-fileName').getByText('over-http.png').waitFor();
        const thumbnail = page.locator(`img[src^="${api.url}/files/static/"][src$="/over-http.png"]`).first();
        await expect.poll(() => thumbnail.evaluate(image => (image as HTMLImageElement).naturalWidth)).toBe(1);

        // An export over 1,000 rows runs as a task on the server; its file downloads with its name from the
        // exposed Content-Disposition.
        await page.goto('/factory/pin_basic');
        await page.getByRole('columnheader', { name: 'Pincode' }).waitFor();
        await page.getByRole('button', { name: 'Export' }).click();
        await page.getByRole('menuitem', { name: 'CSV' }).click();
        await page.getByText(/more than 1000: the export runs as a task/).waitFor();
        const marker = page.getByRole('link', { name: /new results/i });
        await marker.waitFor({ timeout: 20_000 });
        await marker.click();
        await page.waitForURL(url => url.pathname === '/async-task');
        const downloaded = page.waitForEvent('download');
        await page.getByRole('button', { name: 'Download' }).first().click();
        const file = await downloaded;
        expect(file.suggestedFilename()).toMatch(/^pin-basics-\d{8}-\d{6}\.csv$/);
        expect(calls.filter(call => call.startsWith('GET /api/files/download/'))).toHaveLength(1);

        // Sign out: the server ends the session.
        const loggedOut = page.waitForResponse(response => response.url() === `${api.url}/logout`);
        await page.getByRole('button', { name: 'Demo Administrator' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).click();
        expect(await (await loggedOut).json()).toMatchObject({ code: 200 });
        await page.locator('input[name="username"]').waitFor();
    }, 180_000);
});
