import { HttpResponse } from 'msw';
import { http } from '../handle';
import { collectionCodes, db } from '../db/store';
import { englishText } from '../db/kit/checkWrite';
import { placeholderSvg, seededBytes, staticFileUrl } from '../db/staticFiles';
import { fail, MSG, ok, restFail } from '../envelope';
import { authorize, isRefusal } from '../guard';
import { readUploadForm } from '../multipart';
import {
    checkUpload,
    contentTypeOf,
    DEFAULT_FOLDER,
    fileTypeOf,
    FOLDER_MAX_LENGTH,
    FOLDER_PATTERN,
    storedFileName,
} from '../../base/fileRules';

const LIBRARY = 'static-files';

const library = () => db.collections.get(LIBRARY)!;

/** A library row without its bytes would be a broken link: rows come from uploads only, and are not edited. */
const refuseWrite = (request: Request) => {
    const user = authorize(request, collectionCodes(LIBRARY), 'rest');
    if (isRefusal(user)) return user;
    return restFail(405, 'Static files are added by uploading them (POST /files/upload) and are not edited');
};

/**
 * The static-file store.
 *
 * - `POST {api}/files/upload` (multipart `file`, `folder`): any signed-in user may upload, because every image field
 *   of every form stores its picture through this call, whatever screen it is on. The file must pass the one check
 *   of src/upload/fileRules.ts (type and size), else body code 400 with the reason. Answers the stored file.
 * - `GET {api}/files/static/{id}/{name}`: the stored bytes with their Content-Type. Public, as a CDN is: an <img>
 *   sends no token.
 * - The library itself (`GET`/`DELETE /static-files`, the REST engine's) stays for the users of /resources/upload;
 *   rows are added only by uploading, so REST writes to it are refused.
 */
export const fileHandlers = (api: string) => [
    http.post(`${api}/files/upload`, async ({ request }) => {
        const user = authorize(request, []);
        if (isRefusal(user)) return user;
        const upload = await readUploadForm(request);
        if (upload instanceof Response) return upload;
        const { form, file } = upload;
        const folder = String(form.get('folder') ?? '').trim() || DEFAULT_FOLDER;
        if (folder.length > FOLDER_MAX_LENGTH || !FOLDER_PATTERN.test(folder)) {
            return fail(400, MSG.badRequest('folder may hold letters, digits, - and _, with / between levels (at most 64 characters)'));
        }
        const fileName = storedFileName(file.name);
        const refusal = checkUpload({ name: fileName, type: file.type, size: file.size });
        if (refusal) return fail(400, englishText(refusal));
        const fileType = fileTypeOf(fileName)!;
        const row = library().create({
            fileName,
            folder,
            fileType,
            size: file.size,
            url: '',
            uploader: user.account,
            uploadTime: new Date().toISOString(),
        });
        const stored = library().update(row.id, { url: staticFileUrl(row.id, fileName, request.url) });
        db.files.set(String(row.id), { bytes: new Uint8Array(await file.arrayBuffer()), contentType: contentTypeOf(fileType) });
        return ok(stored);
    }),

    // The seed's pictures, made from their URL (public, as a CDN's).
    http.get(`${api}/files/placeholder/:hue/:name`, ({ params }) => {
        const label = String(params.name).replace(/\.svg$/, '');
        return new HttpResponse(placeholderSvg(label, Number(params.hue) || 0), {
            headers: { 'Content-Type': 'image/svg+xml', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox", 'Cache-Control': 'public, max-age=86400' },
        });
    }),

    http.get(`${api}/files/static/:id/:name`, ({ params }) => {
        const row = library().get(String(params.id));
        const stored = row && row.fileName === params.name ? (db.files.get(String(row.id)) ?? seededBytes(row)) : undefined;
        if (!row || !stored) return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
        return new HttpResponse(stored.bytes, {
            headers: {
                'Content-Type': stored.contentType,
                'Content-Length': String(stored.bytes.byteLength),
                'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(String(row.fileName))}`,
                'X-Content-Type-Options': 'nosniff',
                // An SVG opened on its own runs no script.
                'Content-Security-Policy': "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox",
                // Ids start again from the seed after a reload of the mock: never serve an earlier session's bytes.
                'Cache-Control': 'no-store',
            },
        });
    }),

    http.delete(`${api}/${LIBRARY}/:id`, ({ request, params }) => {
        const user = authorize(request, collectionCodes(LIBRARY), 'rest');
        if (isRefusal(user)) return user;
        const row = library().get(String(params.id));
        if (!row) return restFail(404, MSG.notFound('static-files record'));
        db.files.delete(String(row.id));
        return HttpResponse.json(library().delete(row.id));
    }),

    http.post(`${api}/${LIBRARY}`, ({ request }) => refuseWrite(request)),
    http.put(`${api}/${LIBRARY}/:id`, ({ request }) => refuseWrite(request)),
];
