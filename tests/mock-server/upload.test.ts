/**
 * The static-file store of the mock: `POST /files/upload` (multipart file and folder) takes what src/upload/fileRules.ts
 * accepts and refuses the rest with body code 400 and the reason; a stored file is served back at its URL with its
 * Content-Type; any signed-in user may upload, only the users of /resources/upload see and delete the library.
 */
import { describe, expect, it } from 'vitest';
import { API, call, expectRestFailure, signIn, totalOf, type Envelope } from './client';
import { NodeFormData, pngFile, textFile, NodeFile } from '../support/nodeFiles';
import { FILE_TYPES, UPLOAD_KINDS, type FileType } from '../../base/fileRules';
import type { StoredFile } from '../../providers/upload';
import { grantedCodesFor } from '../../mock-server/db/grants';

const MB = 1024 * 1024;

const upload = async (token: string | null, file: Blob | string | null, folder?: string): Promise<Envelope<StoredFile>> => {
    const form = new NodeFormData();
    if (file !== null) form.append('file', file);
    if (folder !== undefined) form.append('folder', folder);
    const response = await fetch(`${API}/files/upload`, { method: 'POST', headers: token ? { 'x-auth-token': token } : {}, body: form });
    // Custom calls answer HTTP 200; the outcome is the body code.
    expect(response.status).toBe(200);
    return (await response.json()) as Envelope<StoredFile>;
};

const bytesOf = async (file: Blob) => new Uint8Array(await file.arrayBuffer());

/** A file of a type, `size` bytes. */
const fileOf = (type: FileType, size: number, name = `sample.${FILE_TYPES[type].extensions[0]}`) =>
    new NodeFile([new Uint8Array(size).fill(65)], name, { type: FILE_TYPES[type].mimeTypes[0] }) as unknown as File;

const library = (token: string, filter: Record<string, unknown> = {}) =>
    call<StoredFile[]>('/static-files', { token, site: 'in', query: { filter, sort: ['uploadTime', 'DESC'], range: [0, 99] } });

describe('POST /files/upload: accepted files', () => {
    it('stores a PNG and answers the stored file, whose URL serves the same bytes as image/png', async () => {
        const token = await signIn('admin');
        const file = pngFile('banner.png', 300);
        const body = await upload(token, file, 'banners/home');
        expect(body.code).toBe(200);
        const stored = body.data;
        expect(stored).toMatchObject({ fileName: 'banner.png', folder: 'banners/home', fileType: 'png', size: 300, uploader: 'admin' });
        // An absolute http URL on the API, never a blob: or data: URL.
        expect(stored.url).toBe(`${API}/files/static/${stored.id}/banner.png`);
        expect(Date.now() - Date.parse(stored.uploadTime)).toBeLessThan(60_000);

        const served = await fetch(stored.url);
        expect(served.status).toBe(200);
        expect(served.headers.get('Content-Type')).toBe('image/png');
        expect(served.headers.get('Content-Length')).toBe('300');
        expect(new Uint8Array(await served.arrayBuffer())).toEqual(await bytesOf(file));

        // It is in the library, newest first.
        const listed = await library(token, { folder: 'banners/home' });
        expect(listed.body[0]).toEqual(stored);
    });

    it('serves every accepted type with its own Content-Type', async () => {
        const token = await signIn('os');
        for (const type of Object.keys(FILE_TYPES) as FileType[]) {
            const body = await upload(token, fileOf(type, 128), 'types');
            expect(body.code, `${type}: ${body.msg}`).toBe(200);
            expect(body.data.fileType).toBe(type);
            const served = await fetch(body.data.url);
            expect(served.headers.get('Content-Type'), type).toBe(FILE_TYPES[type].mimeTypes[0]);
        }
    });

    it('takes a file of exactly its kind’s limit, and a folder defaults to common', async () => {
        const token = await signIn('admin');
        const image = await upload(token, fileOf('jpg', UPLOAD_KINDS.image.maxBytes, 'photo.JPEG'));
        expect(image.code, image.msg).toBe(200);
        expect(image.data).toMatchObject({ fileType: 'jpg', folder: 'common', size: 2 * MB });
        const pdf = await upload(token, fileOf('pdf', UPLOAD_KINDS.document.maxBytes), 'docs');
        expect(pdf.code, pdf.msg).toBe(200);
    });

    it('keeps only the name of a path a browser sent', async () => {
        const token = await signIn('admin');
        const body = await upload(token, pngFile('C:\\Users\\me\\Pictures\\logo.png'), 'brand');
        expect(body.data.fileName).toBe('logo.png');
    });
});

describe('POST /files/upload: refusals (body code 400 with the reason, nothing stored)', () => {
    const refused = async (token: string, file: Blob | string | null, folder = 'x') => {
        const before = totalOf((await library(token)).headers);
        const body = await upload(token, file, folder);
        expect(body.code).toBe(400);
        expect(body.data).toBeNull();
        expect(totalOf((await library(token)).headers)).toBe(before);
        return body.msg;
    };

    it('a type the store does not take, naming what it takes', async () => {
        const token = await signIn('admin');
        expect(await refused(token, textFile('tool.exe', 'MZ', 'application/octet-stream'))).toBe(
            '"tool.exe" is not accepted. Accepted: jpg, png, webp, gif, svg (2 MB); pdf (10 MB); mp4 (50 MB); js, css, html (2 MB)',
        );
        expect(await refused(token, textFile('no-extension', 'x'))).toMatch(/^"no-extension" is not accepted/);
    });

    it('a file whose declared type disagrees with its name', async () => {
        const token = await signIn('admin');
        expect(await refused(token, pngFile('photo.png', 64, 'application/pdf'))).toBe(
            '"photo.png" is not a png file (its content type is application/pdf)',
        );
    });

    it('a file over its kind’s limit: images 2 MB, PDFs 10 MB, videos 50 MB', async () => {
        const token = await signIn('admin');
        expect(await refused(token, fileOf('png', 2.5 * MB, 'big.png'))).toBe('"big.png" is too large (2.5 MB): png files may be at most 2 MB');
        expect(await refused(token, fileOf('pdf', UPLOAD_KINDS.document.maxBytes + 1, 'big.pdf'))).toMatch(/^"big\.pdf" is too large .*at most 10 MB$/);
        expect(await refused(token, fileOf('mp4', UPLOAD_KINDS.video.maxBytes + 1, 'big.mp4'))).toMatch(/^"big\.mp4" is too large .*at most 50 MB$/);
    });

    it('an empty file, no file, a bad folder', async () => {
        const token = await signIn('admin');
        expect(await refused(token, fileOf('png', 0, 'empty.png'))).toBe('"empty.png" is empty');
        expect(await refused(token, null)).toBe('Bad request: file is required');
        expect(await refused(token, 'not a file')).toBe('Bad request: file is required');
        expect(await refused(token, pngFile('a.png'), '../etc')).toMatch(/^Bad request: folder/);
    });

    it('no valid token: body code 401', async () => {
        const body = await upload(null, pngFile('a.png'));
        expect(body.code).toBe(401);
        expect((await upload('not-a-token', pngFile('a.png'))).code).toBe(401);
    });
});

describe('GET /files/static/{id}/{name}', () => {
    it('serves the seeded library too (SVG pictures, PDF leaflets), without a token, as an <img> asks', async () => {
        const token = await signIn('admin');
        const rows = (await library(token)).body;
        for (const type of ['svg', 'pdf']) {
            const row = rows.find(each => each.fileType === type)!;
            const served = await fetch(row.url);
            expect(served.status).toBe(200);
            expect(served.headers.get('Content-Type')).toBe(FILE_TYPES[type as FileType].mimeTypes[0]);
            const text = await served.text();
            expect(text.length).toBe(row.size);
            expect(text.startsWith(type === 'svg' ? '<svg' : '%PDF-')).toBe(true);
        }
    });

    it('answers 404 for an unknown id or a name that is not the file’s', async () => {
        const token = await signIn('admin');
        const { data } = await upload(token, pngFile('a.png'));
        expect((await fetch(`${API}/files/static/999999/a.png`)).status).toBe(404);
        expect((await fetch(data.url.replace(/a\.png$/, 'b.png'))).status).toBe(404);
    });
});

describe('access: anyone signed in uploads; the library is for the /resources users', () => {
    it('finance, without the /resources codes, uploads (its image fields need it) but cannot list or delete the library', async () => {
        expect(grantedCodesFor(['finance'])).not.toContain('resources:upload');
        const finance = await signIn('finance');
        const body = await upload(finance, pngFile('receipt.png'));
        expect(body.code).toBe(200);
        expectRestFailure(await library(finance), 403);
        expectRestFailure(await call(`/static-files/${body.data.id}`, { token: finance, method: 'DELETE' }), 403);
        expect((await fetch(body.data.url)).status).toBe(200);
    });

    it('the /resources roles list it; a delete removes the row and its bytes', async () => {
        for (const role of ['csm', 'csss', 'qa', 'dev', 'pm', 'os']) {
            expect((await library(await signIn(role))).status, role).toBe(200);
        }
        const token = await signIn('csm');
        const { data } = await upload(token, pngFile('old.png'), 'trash');
        const deleted = await call<StoredFile>(`/static-files/${data.id}`, { token, method: 'DELETE' });
        expect(deleted.status).toBe(200);
        expect(deleted.body.id).toBe(data.id);
        expect((await fetch(data.url)).status).toBe(404);
        expect((await library(token, { folder: 'trash' })).body).toEqual([]);
        expectRestFailure(await call(`/static-files/${data.id}`, { token, method: 'DELETE' }), 404);
    });

    it('rows come from uploads only: REST writes are refused', async () => {
        const token = await signIn('admin');
        expectRestFailure(await call('/static-files', { token, json: { fileName: 'x.png', folder: 'a', fileType: 'png' } }), 405);
        expectRestFailure(await call('/static-files/1', { token, method: 'PUT', json: { fileName: 'y.png' } }), 405);
        expectRestFailure(await call('/static-files', { token: await signIn('finance'), json: {} }), 403);
    });
});
