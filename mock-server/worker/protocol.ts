/**
 * The messages between the page and the mock's worker (mockWorker.ts). The page's MSW handler hands each API call
 * over as plain data and answers with the response the worker made; local storage, which a worker cannot reach, is
 * bridged key by key: each call carries the page's current values, each answer the values the mock saved.
 */
export type StorageValues = Record<string, string | null>;

export interface SentRequest {
    method: string;
    url: string;
    headers: [string, string][];
    body: ArrayBuffer | null;
}

export interface SentResponse {
    status: number;
    statusText: string;
    headers: [string, string][];
    body: ArrayBuffer | null;
}

export interface CallMessage {
    id: number;
    request: SentRequest;
    storage: StorageValues;
}

export interface AnswerMessage {
    id: number;
    /** null: no handler of the mock takes the call, which then goes to the network. */
    response: SentResponse | null;
    saved: StorageValues;
}

/** Methods whose requests cannot carry a body. */
const BODILESS = new Set(['GET', 'HEAD']);

export const sendRequest = async (request: Request): Promise<SentRequest> => ({
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: BODILESS.has(request.method) ? null : await request.arrayBuffer(),
});

export const receiveRequest = ({ method, url, headers, body }: SentRequest): Request => new Request(url, { method, headers, body });

export const sendResponse = async (response: Response): Promise<SentResponse> => ({
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body: response.body ? await response.arrayBuffer() : null,
});

/** Statuses whose responses have no body (the Response constructor refuses one). */
const EMPTY_STATUSES = new Set([101, 204, 205, 304]);

export const receiveResponse = ({ status, statusText, headers, body }: SentResponse): Response =>
    new Response(EMPTY_STATUSES.has(status) ? null : body, { status, statusText, headers });
