import { request, type Envelope } from './httpClient';

/** The upload call: every screen that stores a file (the static-file library, image fields, the minify tool) uses it. */
export const UPLOAD_PATH = '/files/upload';

/** A stored file as the backend describes it (a row of the static-files library). */
export interface StoredFile {
    id: number | string;
    fileName: string;
    folder: string;
    fileType: string;
    /** Bytes. */
    size: number;
    /** Where the stored file is served from: what image fields keep and what people copy. */
    url: string;
    uploader: string;
    uploadTime: string;
}

/**
 * Uploads one file (multipart `file`, `folder`) and resolves with the stored file. A refusal (type, size, access)
 * rejects with the server's `msg`, and is not toasted here: the screen shows it where the file was chosen.
 */
export const uploadFile = async (file: Blob, folder: string, options: { fileName?: string; signal?: AbortSignal } = {}): Promise<StoredFile> => {
    const data = new FormData();
    // A Blob without a name (the minify tool's result) is sent under the name it is given.
    if (options.fileName) data.append('file', file, options.fileName);
    else data.append('file', file);
    data.append('folder', folder);
    const response = await request<Envelope<StoredFile>>(UPLOAD_PATH, {
        method: 'POST',
        data,
        bodyType: 'multipart',
        notifyErrors: false,
        signal: options.signal,
    });
    return response.body.data;
};
