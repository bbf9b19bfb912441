import { apiConfig } from '../../base/config';
import { contentTypeOf, type FileType } from '../../base/fileRules';
import { DAY_MS, SEED_NOW, type Random } from './random';
import type { Row } from './collection';

/**
 * The static-file store of the mock: the library's rows live in the `static-files` collection (the kit resource of
 * /resources/upload), the uploaded bytes beside them in `db.files`, served back at `{api}/files/static/{id}/{name}`.
 */
export interface StoredBytes {
    bytes: Uint8Array;
    contentType: string;
}

/** The origin the seeded files are served from: the page's in the browser; the standalone API server names its own. */
let seedOrigin: string | undefined;

export const serveSeededFilesFrom = (origin: string): void => {
    seedOrigin = origin;
};

/** Where a stored file is served: an absolute URL on the origin that uploaded it (the page's, for the seed). */
export const staticFileUrl = (
    id: number | string,
    fileName: string,
    base: string = seedOrigin ?? globalThis.location?.href ?? 'http://localhost/',
): string =>
    new URL(`${apiConfig.apiUrl}/files/static/${id}/${encodeURIComponent(fileName)}`, base).toString();

const encoder = new TextEncoder();

/** A small SVG picture with a label on a colour of its own: the seed's pictures (categories, SPUs, banners). */
export const placeholderSvg = (label: string, hue: number): string =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="hsl(${hue % 360},55%,45%)"/><text x="48" y="54" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">${label.replace(/[<&>"]/g, '')}</text></svg>`;

/**
 * Where a seeded picture is served (`{api}/files/placeholder/{hue}/{label}.svg`, made from its URL, never stored): an
 * http(s) address, as every picture field must hold.
 */
export const placeholderUrl = (label: string, hue: number, base: string = seedOrigin ?? globalThis.location?.href ?? 'http://localhost/'): string =>
    new URL(`${apiConfig.apiUrl}/files/placeholder/${hue % 360}/${encodeURIComponent(label)}.svg`, base).toString();

const FOLDERS = ['banners', 'products', 'articles', 'support', 'app/home', 'campaigns'] as const;
const UPLOADERS = ['os', 'pm', 'dev', 'csm', 'qa', 'admin'] as const;
const SUBJECTS = ['nova-12', 'vega-30-pro', 'orion-5g', 'astra-lite', 'zen-buds', 'pulse-watch', 'festive-sale', 'care-plus'];

/** A banner picture for a seeded SVG row: its name on a colour of its own. */
const sampleSvg = (row: Row): string => {
    const hue = (Number(row.id) * 53) % 360;
    return (
        `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">` +
        `<rect width="640" height="320" fill="hsl(${hue},55%,42%)"/>` +
        `<circle cx="540" cy="70" r="120" fill="hsl(${(hue + 40) % 360},60%,55%)" opacity="0.6"/>` +
        `<text x="40" y="180" font-size="36" font-family="sans-serif" fill="#fff">${String(row.fileName)}</text>` +
        `</svg>`
    );
};

/** A one-page PDF with the file's name on it (byte offsets computed, so viewers read it without repair). */
const samplePdf = (row: Row): string => {
    const text = String(row.fileName).replace(/[()\\]/g, '');
    const stream = `BT /F1 24 Tf 72 720 Td (${text}) Tj ET`;
    const objects = [
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ];
    let body = '%PDF-1.4\n';
    const offsets = objects.map((object, index) => {
        const offset = body.length;
        body += `${index + 1} 0 obj\n${object}\nendobj\n`;
        return offset;
    });
    const xref = body.length;
    body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
    body += offsets.map(offset => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
    body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return body;
};

/** The bytes of a seeded row (made from the row, so they need no storing): an SVG picture or a PDF. */
export const seededBytes = (row: Row): StoredBytes | undefined => {
    const type = row.fileType as FileType;
    if (type === 'svg') return { bytes: encoder.encode(sampleSvg(row)), contentType: contentTypeOf('svg') };
    if (type === 'pdf') return { bytes: encoder.encode(samplePdf(row)), contentType: contentTypeOf('pdf') };
    return undefined;
};

/**
 * The library's seed: `count` files (banner pictures and PDF leaflets) with coherent names, types, sizes and URLs,
 * so its list, filters and links work from the start. Written by hand rather than generated from the resource's
 * description, whose independent field values could not agree with each other.
 */
export const seedStaticFiles = (random: Random, count: number): Row[] =>
    Array.from({ length: count }, (_, index) => {
        const id = index + 1;
        const fileType: FileType = index % 3 === 2 ? 'pdf' : 'svg';
        const subject = SUBJECTS[index % SUBJECTS.length];
        const fileName = fileType === 'pdf' ? `${subject}-leaflet-${id}.pdf` : `${subject}-banner-${id}.svg`;
        const row: Row = {
            id,
            fileName,
            folder: random.pick(FOLDERS),
            fileType,
            size: 0,
            url: staticFileUrl(id, fileName),
            uploader: random.pick(UPLOADERS),
            uploadTime: random.date(SEED_NOW - 180 * DAY_MS, SEED_NOW),
        };
        row.size = seededBytes(row)?.bytes.byteLength ?? 0;
        return row;
    });
