import { request } from '../../../providers/httpClient';

/**
 * Saving a file in the browser: the one place that makes an object URL and clicks a download link. Tests (jsdom has
 * no object URLs) replace `fileSaver.save` to catch what would have been saved.
 */
export const fileSaver = {
    save: (blob: Blob, fileName: string): void => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = fileName;
        link.rel = 'noopener';
        link.style.display = 'none';
        document.body.appendChild(link);
        link.click();
        link.remove();
        // Revoked on the next turn: some browsers start the download after the click handler returns.
        setTimeout(() => URL.revokeObjectURL(url), 0);
    },
};

export const saveBytes = (bytes: Uint8Array, fileName: string, type: string): void =>
    fileSaver.save(new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), fileName);

/** The file name of a `Content-Disposition` header (RFC 6266: `filename*` in UTF-8 first, then `filename`). */
export const fileNameOf = (disposition: string | null): string | undefined => {
    if (!disposition) return undefined;
    const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
    if (extended) {
        try {
            return decodeURIComponent(extended[1].trim());
        } catch {
            // fall back to the plain name
        }
    }
    const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
    return plain?.[1].trim() || undefined;
};

/**
 * Downloads a file the server keeps (a task's result or error file; `path` as the task row gives it) through the
 * app's client, so the token and site headers go with it; a refusal fails like any call (an error toast).
 */
export const downloadServerFile = async (path: string, fallbackName: string): Promise<void> => {
    const response = await request<Blob>(path, { responseType: 'blob', headers: { Accept: '*/*' } });
    fileSaver.save(response.body, fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName);
};
