/**
 * What the static-file store accepts (/resources/upload, every image field, the minify tool's results): the file
 * types and their size limits, in one module read by the browser's check before an upload, by the mock backend's
 * `POST /files/upload`, and by the tests. No React here: the mock imports it.
 */

const MB = 1024 * 1024;

/** The kinds of file, each with its one size limit. */
export const UPLOAD_KINDS = {
    image: { maxBytes: 2 * MB },
    document: { maxBytes: 10 * MB },
    video: { maxBytes: 50 * MB },
    /** Scripts, style sheets and pages: what the minify tool (/resources/minify) stores. */
    code: { maxBytes: 2 * MB },
} as const;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/**
 * The accepted file types (the stored `fileType`), by kind: the extensions a name may end with and the MIME types a
 * browser may declare for them (the first is the one the file is served with).
 */
export const FILE_TYPES = {
    jpg: { kind: 'image', extensions: ['jpg', 'jpeg'], mimeTypes: ['image/jpeg', 'image/pjpeg'] },
    png: { kind: 'image', extensions: ['png'], mimeTypes: ['image/png'] },
    webp: { kind: 'image', extensions: ['webp'], mimeTypes: ['image/webp'] },
    gif: { kind: 'image', extensions: ['gif'], mimeTypes: ['image/gif'] },
    svg: { kind: 'image', extensions: ['svg'], mimeTypes: ['image/svg+xml'] },
    pdf: { kind: 'document', extensions: ['pdf'], mimeTypes: ['application/pdf'] },
    mp4: { kind: 'video', extensions: ['mp4'], mimeTypes: ['video/mp4'] },
    js: { kind: 'code', extensions: ['js', 'mjs'], mimeTypes: ['text/javascript', 'application/javascript', 'application/x-javascript'] },
    css: { kind: 'code', extensions: ['css'], mimeTypes: ['text/css'] },
    html: { kind: 'code', extensions: ['html', 'htm'], mimeTypes: ['text/html'] },
} as const satisfies Record<string, { kind: UploadKind; extensions: readonly string[]; mimeTypes: readonly string[] }>;

export type FileType = keyof typeof FILE_TYPES;

export const FILE_TYPE_NAMES = Object.keys(FILE_TYPES) as FileType[];

/** MIME types that say nothing about the content (a browser sends them for a type it does not know). */
const UNSPECIFIC_MIME_TYPES = ['', 'application/octet-stream'];

/** The file type of a name, by its extension (case-insensitive); undefined when the store does not take it. */
export const fileTypeOf = (fileName: string): FileType | undefined => {
    const extension = /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase();
    return extension ? FILE_TYPE_NAMES.find(type => (FILE_TYPES[type].extensions as readonly string[]).includes(extension)) : undefined;
};

/** The Content-Type a stored file of this type is served with. */
export const contentTypeOf = (type: FileType): string => FILE_TYPES[type].mimeTypes[0];

export const kindOf = (type: FileType): UploadKind => FILE_TYPES[type].kind;

/** `1.5 MB`, `820 KB`, `12 B`: sizes as people read them (binary units, as the limits are). */
export const formatBytes = (bytes: number): string => {
    if (bytes < 1024) return `${bytes} B`;
    const [value, unit] = bytes < MB ? [bytes / 1024, 'KB'] : [bytes / MB, 'MB'];
    return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${unit}`;
};

/** The extensions of some kinds, for a file picker's `accept` (`.jpg,.jpeg,.png,…`). */
export const acceptOf = (kinds: readonly UploadKind[] = Object.keys(UPLOAD_KINDS) as UploadKind[]): string =>
    FILE_TYPE_NAMES.filter(type => kinds.includes(kindOf(type)))
        .flatMap(type => FILE_TYPES[type].extensions.map(extension => `.${extension}`))
        .join(',');

/** Why a file is refused: a translation key (oms.upload.refused.*) and its arguments. */
export interface UploadRefusal {
    message: string;
    args: Record<string, string>;
}

/** Every accepted type with its kind's limit, for the messages: `jpg, png, webp, gif, svg (2 MB); pdf (10 MB); …`. */
export const allowedTypesText = (kinds: readonly UploadKind[] = Object.keys(UPLOAD_KINDS) as UploadKind[]): string =>
    kinds
        .map(kind => `${FILE_TYPE_NAMES.filter(type => kindOf(type) === kind).join(', ')} (${formatBytes(UPLOAD_KINDS[kind].maxBytes)})`)
        .join('; ');

/**
 * The store's check of one file: a known extension of an accepted kind, a declared MIME type that agrees with it (a
 * renamed file is refused), not empty, and within its kind's limit. Undefined when the file is accepted.
 */
export const checkUpload = (
    file: { name: string; type?: string; size: number },
    kinds: readonly UploadKind[] = Object.keys(UPLOAD_KINDS) as UploadKind[],
): UploadRefusal | undefined => {
    const type = fileTypeOf(file.name);
    const allowed = allowedTypesText(kinds);
    if (!type || !kinds.includes(kindOf(type))) {
        return { message: 'oms.upload.refused.type', args: { name: file.name, allowed } };
    }
    const declared = (file.type ?? '').toLowerCase();
    if (!UNSPECIFIC_MIME_TYPES.includes(declared) && !(FILE_TYPES[type].mimeTypes as readonly string[]).includes(declared)) {
        return { message: 'oms.upload.refused.mismatch', args: { name: file.name, declared, type } };
    }
    if (file.size <= 0) return { message: 'oms.upload.refused.empty', args: { name: file.name } };
    const { maxBytes } = UPLOAD_KINDS[kindOf(type)];
    if (file.size > maxBytes) {
        return { message: 'oms.upload.refused.size', args: { name: file.name, size: formatBytes(file.size), max: formatBytes(maxBytes), type } };
    }
    return undefined;
};

/** Folder names: letters, digits, `-`, `_`, and `/` between levels; at most 64 characters. */
export const FOLDER_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
export const FOLDER_MAX_LENGTH = 64;
export const DEFAULT_FOLDER = 'common';

/** The file name as stored: no path (some browsers send one), no control characters, at most 120 characters. */
export const storedFileName = (name: string): string => {
    // eslint-disable-next-line no-control-regex
    const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
    if (base.length <= 120) return base;
    const extension = /\.[^.]+$/.exec(base)?.[0] ?? '';
    return `${base.slice(0, 120 - extension.length)}${extension}`;
};
